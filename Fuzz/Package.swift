// swift-tools-version: 6.1
// Fuzz targets live in their own package so that libFuzzer and the harnesses never become dependencies of the
// library. Every executable named fuzz-* is one libFuzzer target; `make fuzz` (scripts/fuzz) builds them with
// coverage and AddressSanitizer and runs each from its seed corpus in Fuzz/Corpus/<target>.
import Foundation
import PackageDescription

/// SwiftPM names a path dependency after its folder, and a clone may be in a folder of any name: refer to the
/// library package by the name of the folder this manifest's folder sits in.
let library = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

/// libFuzzer supplies `main`; the targets define `LLVMFuzzerTestOneInput` only.
let fuzzTarget: [SwiftSetting] = [.unsafeFlags(["-parse-as-library"])]

let package = Package(
    name: "CircularControlFuzz",
    dependencies: [
        .package(path: "..")
    ],
    targets: [
        // MARK: Core: configurations and input sequences on both models, and the differential oracle
        .executableTarget(
            name: "fuzz-core",
            dependencies: [.product(name: "_CircularControlTestSupport", package: library)],
            swiftSettings: fuzzTarget
        ),
        // MARK: Renderer: random scenes, buffer sizes, strides and clips; pixels the same twice, damage exact
        .executableTarget(
            name: "fuzz-render",
            dependencies: [
                .product(name: "_CircularControlTestSupport", package: library),
                .product(name: "CircularRender", package: library),
            ],
            swiftSettings: fuzzTarget
        ),
        // MARK: C API: random call sequences through the exported cc_ functions and the public header
        .executableTarget(
            name: "fuzz-capi",
            dependencies: [.product(name: "circularcontrol", package: library)]
        ),
    ]
)
