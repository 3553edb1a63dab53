// swift-tools-version:6.0
import PackageDescription

// Dependencies point one way (see README "Layout"): Wire <- Pcap <- Dissect; CLibpcap <- Capture;
// Probe -> Wire, Capture; the executable -> everything. Nothing pure imports CLibpcap.
let package = Package(
    name: "swiftnet",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "swiftnet", targets: ["swiftnet"]),
        .library(name: "SwiftNetWire", targets: ["SwiftNetWire"]),
        .library(name: "SwiftNetPcap", targets: ["SwiftNetPcap"]),
        .library(name: "SwiftNetDissect", targets: ["SwiftNetDissect"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-system", from: "1.4.0"),
        .package(url: "https://github.com/onevcat/Rainbow", from: "4.0.0"),
    ],
    targets: [
        .target(name: "SwiftNetWire"),
        .target(name: "SwiftNetPcap", dependencies: ["SwiftNetWire"]),
        .target(name: "SwiftNetDissect", dependencies: ["SwiftNetWire", "SwiftNetPcap"]),
        .systemLibrary(
            name: "CLibpcap",
            pkgConfig: "libpcap",
            providers: [.apt(["libpcap-dev"])]
        ),
        .target(
            name: "SwiftNetCapture",
            dependencies: ["CLibpcap", "SwiftNetPcap", "SwiftNetWire"]
        ),
        .target(
            name: "SwiftNetProbe",
            dependencies: ["SwiftNetWire", "SwiftNetCapture", "SwiftNetPcap"]
        ),
        .executableTarget(
            name: "swiftnet",
            dependencies: [
                "SwiftNetWire", "SwiftNetPcap", "SwiftNetDissect", "SwiftNetCapture", "SwiftNetProbe",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Rainbow", package: "Rainbow"),
                .product(name: "SystemPackage", package: "swift-system"),
            ]
        ),
        .testTarget(name: "SwiftNetWireTests", dependencies: ["SwiftNetWire"]),
        .testTarget(name: "SwiftNetPcapTests", dependencies: ["SwiftNetPcap", "SwiftNetWire"]),
        .testTarget(
            name: "SwiftNetDissectTests",
            dependencies: ["SwiftNetDissect", "SwiftNetPcap", "SwiftNetWire"]
        ),
        .testTarget(name: "SwiftNetCaptureTests", dependencies: ["SwiftNetCapture", "SwiftNetPcap"]),
        .testTarget(name: "SwiftNetProbeTests", dependencies: ["SwiftNetProbe", "SwiftNetWire"]),
        // Runs the built binary; depends on the executable so `swift test` builds it first.
        .testTarget(name: "SwiftNetCLITests", dependencies: ["swiftnet", "SwiftNetPcap", "SwiftNetWire"]),
    ]
)
