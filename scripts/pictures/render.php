<?php
/**
 * Renders one example for `npm run pictures` (scripts/pictures.ts): reads a JSON job, loads the mPDF the job names
 * from a folder outside this repository, writes the PDF. Nothing here is shipped, and no mPDF code lives in this repo.
 *
 * Job: { "psr4": { "Prefix\\": dir }, "config": { mPDF settings }, "html": string, "out": file }
 */

$job = json_decode( file_get_contents( $argv[1] ), true );
if ( ! is_array( $job ) ) {
	fwrite( STDERR, "render.php: the job file is not JSON\n" );
	exit( 2 );
}

/* mPDF 8.1.1 on PHP 8.2 raises deprecations (dynamic properties, passing null); they do not change the output. */
error_reporting( E_ALL & ~E_DEPRECATED & ~E_USER_DEPRECATED & ~E_NOTICE & ~E_WARNING );
ini_set( 'display_errors', 'stderr' );

spl_autoload_register(
	static function ( $class ) use ( $job ) {
		foreach ( $job['psr4'] ?? [] as $prefix => $dir ) {
			if ( strncmp( $class, $prefix, strlen( $prefix ) ) === 0 ) {
				$file = $dir . '/' . str_replace( '\\', '/', substr( $class, strlen( $prefix ) ) ) . '.php';
				if ( is_file( $file ) ) {
					require $file;
					return;
				}
			}
		}
	}
);

/* Gravity PDF 5 and 6 bundle mPDF 8: the namespaced class, configured through its constructor. */
$mpdf = new \Mpdf\Mpdf( $job['config'] );

$mpdf->WriteHTML( $job['html'] );
$mpdf->Output( $job['out'], 'F' );
