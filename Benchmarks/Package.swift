// swift-tools-version: 6.1
// Benchmarks live in their own package so that cairo and benchmark tools never become dependencies of the library.
// `make bench` builds them in release and runs every executable listed in scripts/run-benchmarks.
import Foundation
import PackageDescription

/// SwiftPM names a path dependency after its folder, and a clone may be in a folder of any name: refer to the
/// library package by the name of the folder this manifest's folder sits in.
let library = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "CircularControlBenchmarks",
    dependencies: [
        .package(path: ".."),
        // The paced latency benchmark's percentiles (x11-bench).
        .package(url: "https://github.com/HdrHistogram/hdrhistogram-swift", from: "0.2.0"),
    ],
    targets: [
        // MARK: Core
        .target(name: "CAllocationCounter"),
        .executableTarget(
            name: "core-bench",
            dependencies: ["CAllocationCounter", .product(name: "CircularControl", package: library)]
        ),

        // MARK: Renderer
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        .executableTarget(
            name: "render-bench",
            dependencies: ["CCairo", .product(name: "CircularRender", package: library)]
        ),

        // MARK: Panel
        .executableTarget(
            name: "panel-bench",
            dependencies: [
                "CAllocationCounter", .product(name: "CircularPanel", package: library),
                .product(name: "CircularRender", package: library),
                .product(name: "CircularControl", package: library),
            ]
        ),

        // MARK: X11
        .systemLibrary(name: "CXTest", pkgConfig: "x11 xtst", providers: [.apt(["libx11-dev", "libxtst-dev"])]),
        // Callgrind's client requests, which bracket what x11-bench counts (valgrind's headers).
        .target(name: "CCallgrind"),
        .executableTarget(name: "x11-bare-window", linkerSettings: [.linkedLibrary("X11")]),
        .executableTarget(
            name: "x11-bench",
            dependencies: [
                "CXTest", "CCallgrind",
                .product(name: "CircularX11", package: library),
                .product(name: "CircularHost", package: library),
                .product(name: "CircularRender", package: library),
                .product(name: "CircularControl", package: library),
                .product(name: "CircularPanel", package: library),
                .product(name: "_CircularX11TestSupport", package: library),
                .product(name: "Histogram", package: "hdrhistogram-swift"),
            ]
        ),
    ]
)
