<?php
/**
 * Stand-in for the mpdf/psr-log-aware-trait package's trait for the Mpdf class: sets the logger on mPDF and on each
 * of its services that accept one.
 */

namespace Mpdf\PsrLogAwareTrait;

trait MpdfPsrLogAwareTrait {

	/** @var \Psr\Log\LoggerInterface */
	protected $logger;

	public function setLogger( \Psr\Log\LoggerInterface $logger ): void {
		$this->logger = $logger;
		foreach ( $this->services ?? [] as $name ) {
			if ( isset( $this->$name ) && $this->$name instanceof \Psr\Log\LoggerAwareInterface ) {
				$this->$name->setLogger( $logger );
			}
		}
	}
}
