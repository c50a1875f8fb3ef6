// swift-tools-version:6.1
import PackageDescription

// Layers, in the direction of their dependencies (see README, "Layout"):
//   Importers -> Model <- Formatting <- Analysis/Rendering; the CLI on top.
// All of them live in the StatementKit library; the executable only parses options and prints.
let package = Package(
    name: "StatementReport",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "StatementKit", targets: ["StatementKit"]),
        .executable(name: "statement-report", targets: ["StatementReportCLI"]),
        // The fuzz targets' entry points, for the libFuzzer package in Fuzz/ (a product so that it can
        // reach them) and for the tests that replay the crashes it found.
        .library(name: "StatementKitFuzzing", targets: ["StatementKitFuzzing"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams.git", from: "6.2.2"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache.git", from: "2.1.1"),
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
    ],
    targets: [
        // libxml2, as the system provides it (the Swift toolchain needs it too).
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"])]
        ),
        // Build-time tool: turns the top-level Resources/ folder into Swift source, so the
        // binary carries its templates, catalogues and tables (no Bundle.module at run time).
        .executableTarget(name: "ResourceEmbedder"),
        .plugin(
            name: "EmbedResources",
            capability: .buildTool(),
            dependencies: ["ResourceEmbedder"]
        ),
        .target(
            name: "StatementKit",
            dependencies: [
                "CLibXML2",
                .product(name: "Yams", package: "Yams"),
                .product(name: "Mustache", package: "swift-mustache"),
            ],
            plugins: ["EmbedResources"]
        ),
        .executableTarget(
            name: "StatementReportCLI",
            dependencies: [
                "StatementKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // One entry point per fuzz target (see Fuzz/README.md); no libFuzzer here, so a plain build links.
        .target(
            name: "StatementKitFuzzing",
            dependencies: ["StatementKit"]
        ),
        // Test helpers (golden files, fixture lookup): not a product.
        .target(
            name: "StatementKitTestSupport",
            dependencies: ["StatementKit"],
            path: "Tests/StatementKitTestSupport"
        ),
        .testTarget(
            name: "StatementKitTests",
            dependencies: [
                "StatementKit",
                "StatementKitTestSupport",
                "StatementKitFuzzing",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            exclude: ["Fixtures", "Golden"]
        ),
        .testTarget(
            name: "StatementReportCLITests",
            dependencies: ["StatementKit", "StatementKitTestSupport"]
        ),
    ]
)
