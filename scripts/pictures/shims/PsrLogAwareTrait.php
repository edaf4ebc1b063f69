<?php
/**
 * Stand-in for the mpdf/psr-log-aware-trait package, which mPDF's development branch needs and for which no source
 * is at hand: a logger setter, as the interface asks. The pictures never log, so nothing else is needed.
 */

namespace Mpdf\PsrLogAwareTrait;

trait PsrLogAwareTrait {

	/** @var \Psr\Log\LoggerInterface */
	protected $logger;

	public function setLogger( \Psr\Log\LoggerInterface $logger ): void {
		$this->logger = $logger;
	}
}
