// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "CircularControl",
    products: [
        // MARK: Libraries
        .library(name: "CircularControl", targets: ["CircularControl"]),
        .library(name: "CircularRender", targets: ["CircularRender"]),
        .library(name: "CircularPanel", targets: ["CircularPanel"]),
        .library(name: "CircularAccessibility", targets: ["CircularAccessibility"]),
        .library(name: "CircularHost", targets: ["CircularHost"]),
        .library(name: "CircularX11", targets: ["CircularX11"]),
        .library(name: "CircularWindow", targets: ["CircularWindow"]),
        .executable(name: "circular-demo", targets: ["circular-demo"]),
        .library(name: "circularcontrol", type: .dynamic, targets: ["CircularControlC"]),
        // A window of controls for C programs with no toolkit (circularcontrol-window.h), apart from the library
        // above so that the programs that link that one (GTK, Qt, plugin hosts) get no window system or D-Bus.
        .library(name: "circularcontrol-window", type: .dynamic, targets: ["CircularWindowC"]),
        // Not for users: what the tests and the fuzz targets (Fuzz/) share, underscored as swift-numerics'
        // _TestSupport is.
        .library(name: "_CircularControlTestSupport", targets: ["CircularControlTestSupport"]),
        // Not for users either: child processes, a private X server and a knob client, shared by the X11 and demo
        // tests and the benchmarks (Benchmarks/).
        .library(name: "_CircularX11TestSupport", targets: ["CircularX11TestSupport"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-numerics.git", from: "1.1.1"),
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
        .package(url: "https://github.com/swiftlang/swift-subprocess.git", from: "1.0.2"),
        // `make docs` only (the `generate-documentation` command); no target depends on it.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // MARK: Core (no Foundation, no window system)
        .target(
            name: "CircularControl",
            dependencies: [.product(name: "RealModule", package: "swift-numerics")]
        ),
        // Input scripts decoded from bytes, the runner that checks the invariants and the events after every input,
        // and the plain reference model of the rules: shared by the tests and the fuzz targets.
        .target(name: "CircularControlTestSupport", dependencies: ["CircularControl"]),
        .testTarget(
            name: "CircularControlTests",
            dependencies: [
                "CircularControl",
                "CircularControlTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),

        // MARK: Renderer
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(name: "CFontconfig", pkgConfig: "fontconfig", providers: [.apt(["libfontconfig-dev"])]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .target(
            name: "CircularRender",
            dependencies: ["CircularControl", "CFreeType", "CFontconfig", "CPNG", "CLibraryLoader"]
        ),
        .testTarget(
            name: "CircularRenderTests",
            dependencies: ["CircularRender", "CircularControl", "CircularControlTestSupport"],
            exclude: ["Golden"]
        ),

        // MARK: Panel (the controls of one surface: routing, focus, the scene and damage; no window system)
        .target(name: "CircularPanel", dependencies: ["CircularControl", "CircularRender"]),
        .testTarget(
            name: "CircularPanelTests",
            dependencies: ["CircularPanel", "CircularControl", "CircularRender", "CircularControlTestSupport"]),

        // MARK: Accessibility (AT-SPI2 over D-Bus; no window system)
        .systemLibrary(name: "CDBus", pkgConfig: "dbus-1", providers: [.apt(["libdbus-1-dev"])]),
        .target(name: "CLibraryLoader", dependencies: ["CX11", "CDBus", "CFreeType", "CFontconfig", "CPNG"]),
        .target(name: "CircularAccessibility", dependencies: ["CDBus", "CLibraryLoader"]),
        .testTarget(name: "CircularAccessibilityTests", dependencies: ["CircularAccessibility"]),

        // MARK: Hosting (what every window system's backend shares, and the window a program opens in one call)
        // The client a backend drives, and the panel's client with its layout, its events and values from other
        // threads; no window system.
        .target(
            name: "CircularHost",
            dependencies: ["CircularControl", "CircularRender", "CircularPanel", "CircularAccessibility"]
        ),
        .testTarget(
            name: "CircularHostTests",
            dependencies: ["CircularHost", "CircularPanel", "CircularControl", "CircularRender"]
        ),
        // The window of controls, with the backend chosen at run time (Wayland or X11).
        .target(
            name: "CircularWindow",
            dependencies: [
                "CircularHost", "CircularX11", "CircularWayland", "CircularControl", "CircularRender", "CircularPanel",
            ]
        ),

        // MARK: Wayland binding and host
        // The client libraries and the protocol code wayland-scanner generates (scripts/generate-wayland-protocols);
        // its module map links the libraries, so that every link of its objects gets them (the self-contained ones
        // of scripts/link-self-contained too).
        .target(name: "CWayland", dependencies: ["CLibraryLoader"]),
        .target(
            name: "CircularWayland",
            dependencies: ["CWayland", "CircularHost", "CircularAccessibility", "CircularControl", "CircularRender"]),
        .testTarget(
            name: "CircularWaylandTests",
            dependencies: ["CircularWayland", "CircularControl", "CircularHost", "CircularRender"]),

        // MARK: X11 binding and host
        .systemLibrary(
            name: "CX11",
            path: "Sources/CX11",
            pkgConfig: "x11 xext xi",
            providers: [.apt(["libx11-dev", "libxext-dev", "libxi-dev"])]
        ),
        .target(
            name: "CircularX11",
            dependencies: [
                "CX11", "CLibraryLoader", "CircularHost", "CircularControl", "CircularRender", "CircularAccessibility",
            ]),
        // Child processes, an Xvfb started with `-displayfd`, the knob client, XEmbed probes: shared by the X11 and
        // demo tests and the benchmarks. No Testing.
        .target(
            name: "CircularX11TestSupport",
            dependencies: [
                "CircularX11", "CircularHost", "CX11", "CircularControl", "CircularRender", "CircularPanel",
                .product(name: "Subprocess", package: "swift-subprocess"),
            ]
        ),
        // The traits of the tests with an X server (one at a time across test targets, tabbed installed); apart from
        // the support target because they need the Testing library, which the benchmarks must not link.
        .target(
            name: "CircularX11TestTraits", dependencies: ["CircularX11TestSupport"], path: "Tests/CircularX11TestTraits"
        ),
        .testTarget(
            name: "CircularX11Tests",
            dependencies: [
                "CircularX11", "CircularHost", "CX11", "CircularControl", "CircularRender", "CircularX11TestSupport",
                "CircularX11TestTraits",
                // TrackPressOptionTests parses the demo's options in the test process (`@testable import
                // circular_demo`); without this the build may compile the tests before the demo's module exists.
                "circular-demo",
            ],
        ),

        // MARK: C API
        .systemLibrary(name: "CCircularControlAPI", path: "Sources/CCircularControlAPI"),
        .target(
            name: "CircularControlC",
            dependencies: ["CCircularControlAPI", "CircularControl", "CircularRender", "CircularPanel"]
        ),
        .target(
            name: "CircularWindowC", dependencies: ["CCircularControlAPI", "CircularControlC", "CircularWindow"]),
        // The C API's Swift side seen from Swift (its defaults against the core's); its C tests are Tests/CAPITests.
        .testTarget(
            name: "CircularControlCTests",
            dependencies: ["CircularControlC", "CCircularControlAPI", "CircularControl", "CircularRender"]
        ),

        // MARK: Demo
        // The table-driven command-line parser the demo's options are read with (its help and manual page too).
        .target(name: "CommandLineTable"),
        // The program's arguments for the Swift runtime a release demo links in, kept rather than searched for.
        .target(name: "CProgramArguments"),
        .executableTarget(
            name: "circular-demo",
            dependencies: [
                "CommandLineTable",
                "CProgramArguments",
                "CircularWindow",
                "CircularHost",
                "CircularControl",
                "CircularRender",
                "CircularPanel",
                // The version macros of the C API's header (no code of the C API is linked).
                "CCircularControlAPI",
            ],
            path: "Demo",
            exclude: ["README.md", "link-order.txt", "private-functions.ld", "link-as-needed.cfg"],
            // A release demo carries the Swift runtime and libraries it uses (no Swift shared libraries to find,
            // map and relocate at start-up), linked by lld with the functions a start runs laid out first, side by
            // side (link-order.txt, written by scripts/update-link-order), after the compiler's private functions,
            // which no list can name (private-functions.ld), so that the kernel maps few pages around them. It
            // exports no symbol of its own: the toolchain's static-stdlib link arguments ask for -export-dynamic,
            // which put every public symbol of the package's modules (over 3,000) in the dynamic symbol table,
            // where the runtime's start-up `dladdr` searched them one by one. It is linked at a fixed address
            // (-no-pie): position-independent, it held about 20,000 pointers (the runtime's and the modules'
            // metadata, witness tables and vtables) for the loader to relocate, and those writes copied 55 pages of
            // the executable at every start before any of its code ran (0.2 ms; packed relocations make the list
            // short, not the copies fewer). The libraries, stack and heap are still placed at random. See
            // Demo/README.md.
            linkerSettings: [
                .unsafeFlags(
                    [
                        "-use-ld=lld", "-Xclang-linker", "-no-pie",
                        "-Xclang-linker", "--config=\(Context.packageDirectory)/Demo/link-as-needed.cfg",
                        "-Xlinker", "--symbol-ordering-file=\(Context.packageDirectory)/Demo/link-order.txt",
                        "-Xlinker", "--no-warn-symbol-ordering", "-Xlinker", "--no-export-dynamic",
                        "-Xlinker", "-T", "-Xlinker", "\(Context.packageDirectory)/Demo/private-functions.ld",
                    ],
                    .when(configuration: .release))
            ]
        ),
        // The demo end to end: circular-demo started as a process, under its own Xvfb, driven with xdotool.
        .testTarget(
            name: "CircularDemoTests",
            dependencies: [
                "circular-demo", "CommandLineTable", "CircularX11", "CircularHost", "CX11", "CircularControl",
                "CircularRender",
                "CircularX11TestSupport",
                "CircularX11TestTraits", "CircularControlTestSupport",
            ]
        ),
    ]
)
