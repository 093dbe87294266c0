// swift-tools-version: 6.1
// Benchmarks live in their own package so that cairo and benchmark tools never become dependencies of the library.
// `make bench` builds them in release and runs every executable listed in scripts/run-benchmarks.
import PackageDescription

let package = Package(
    name: "CircularControlBenchmarks",
    dependencies: [
        .package(path: ".."),
    ],
    targets: [
        // MARK: Core

        // MARK: Renderer

        // MARK: X11
    ]
)
