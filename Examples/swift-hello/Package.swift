// swift-tools-version: 6.1
import PackageDescription

// Hello, knob: a window with two labelled knobs that prints their values (Sources/swift-hello/main.swift).
let package = Package(
    name: "swift-hello",
    dependencies: [.package(name: "CircularControl", path: "../..")],
    targets: [
        .executableTarget(
            name: "swift-hello",
            dependencies: [.product(name: "CircularWindow", package: "CircularControl")]
        )
    ]
)
