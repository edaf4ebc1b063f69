<?php
/**
 * Renders one example for `npm run pictures` (scripts/pictures.ts): reads a JSON job, loads the mPDF the job names
 * from a folder outside this repository, writes the PDF. Nothing here is shipped, and no mPDF code lives in this repo.
 *
 * Job: { "psr4": { "Prefix\\": dir }, "classmap": [ file or folder ], "config": { mPDF settings }, "html": string,
 * "out": file }, and for mPDF 6 "legacy": { "entry": file, "args": [ constructor arguments ], "properties": { … },
 * "tempDir": folder }. Runs on PHP 8.2 (mPDF 8) and on PHP 7.4 (mPDF 6).
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

/* Classes found by name in the files and folders listed, as Composer's classmap does (FPDI 1.6). */
$classmap = [];
foreach ( $job['classmap'] ?? [] as $path ) {
	foreach ( is_dir( $path ) ? glob( $path . '/*.php' ) : [ $path ] as $file ) {
		if ( preg_match_all( '/^\s*(?:abstract\s+|final\s+)?(?:class|interface|trait)\s+(\w+)/mi', file_get_contents( $file ), $found ) ) {
			foreach ( $found[1] as $name ) {
				$classmap[ strtolower( $name ) ] = $file;
			}
		}
	}
}
spl_autoload_register(
	static function ( $class ) use ( $classmap ) {
		if ( isset( $classmap[ strtolower( $class ) ] ) ) {
			require $classmap[ strtolower( $class ) ];
		}
	}
);

if ( isset( $job['legacy'] ) ) {
	/* Gravity PDF 4 bundles mPDF 6: the global mPDF class, its paths set by constants, its settings by arguments. */
	$legacy = $job['legacy'];
	define( '_MPDF_TEMP_PATH', $legacy['tempDir'] . '/' );
	define( '_MPDF_TTFONTDATAPATH', $legacy['tempDir'] . '/fontdata/' );
	if ( ! is_dir( _MPDF_TTFONTDATAPATH ) ) {
		mkdir( _MPDF_TTFONTDATAPATH, 0777, true );
	}
	require $legacy['entry'];
	$mpdf = new mPDF( ...$legacy['args'] );
	foreach ( $legacy['properties'] as $name => $value ) {
		$mpdf->$name = $value;
	}
} else {
	/* Gravity PDF 5 and 6 bundle mPDF 8: the namespaced class, configured through its constructor. */
	$mpdf = new \Mpdf\Mpdf( $job['config'] );
}

$mpdf->WriteHTML( $job['html'] );
$mpdf->Output( $job['out'], 'F' );
