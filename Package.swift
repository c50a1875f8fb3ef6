// swift-tools-version:6.1
import PackageDescription

// One target per layer, in the order of the pipeline (Documentation/Architecture.md):
//   Resources <- Model <- Localization <- Import <- Config <- Importers <- History <- Analysis <- Presentation
//   <- Rendering <- StatementKit (the pipeline, the library product) <- statement-report (the CLI).
// A target depends only on targets before it; Scripts/check-layers checks it.
let package = Package(
    name: "StatementReport",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "StatementKit", targets: ["StatementKit"]),
        .executable(name: "statement-report", targets: ["StatementReportCLI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams.git", from: "6.2.2"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache.git", from: "2.1.1"),
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
        .package(url: "https://github.com/groue/GRDB.swift.git", from: "7.10.0"),
    ],
    targets: [
        // libxml2, as the system provides it (the Swift toolchain needs it too).
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"])]
        ),
        // Build-time tool: turns the top-level Resources/ folder into Swift source, so the
        // binary carries its templates, catalogues and tables (no Bundle.module at run time), and
        // the YAML files' nodes as Yams composes them (read back without parsing at start-up).
        .executableTarget(name: "ResourceEmbedder", dependencies: [.product(name: "Yams", package: "Yams")]),
        .plugin(
            name: "EmbedResources",
            capability: .buildTool(),
            dependencies: ["ResourceEmbedder"]
        ),
        // The library, one target per layer, in the order of the pipeline. A target may depend only
        // on targets above it in this list (Scripts/check-layers fails otherwise; see
        // Documentation/Architecture.md).
        .target(name: "StatementResources", plugins: ["EmbedResources"]),
        .target(name: "StatementModel", dependencies: ["StatementResources"]),
        .target(name: "StatementLocalization", dependencies: ["StatementModel", "StatementResources"]),
        .target(
            name: "StatementImport",
            dependencies: [
                "StatementLocalization", "StatementModel", "StatementResources", "CLibXML2",
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        .target(
            name: "StatementConfig",
            dependencies: [
                "StatementImport", "StatementLocalization", "StatementModel",
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        .target(
            name: "StatementImporters",
            dependencies: [
                "StatementConfig", "StatementImport", "StatementLocalization", "StatementModel", "StatementResources", "CLibXML2",
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        // The history of earlier runs: a SQLite file through GRDB (linked here only).
        .target(
            name: "StatementHistory",
            dependencies: [
                "StatementLocalization", "StatementModel",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
            ]
        ),
        .target(
            name: "StatementAnalysis",
            dependencies: [
                "StatementImporters", "StatementConfig", "StatementImport", "StatementLocalization", "StatementModel",
                "StatementResources",
            ]
        ),
        .target(
            name: "StatementPresentation",
            dependencies: ["StatementAnalysis", "StatementConfig", "StatementImport", "StatementLocalization", "StatementModel"]
        ),
        .target(
            name: "StatementRendering",
            dependencies: [
                "StatementPresentation", "StatementAnalysis", "StatementConfig", "StatementImport", "StatementLocalization",
                "StatementModel", "StatementResources",
                .product(name: "Mustache", package: "swift-mustache"),
            ]
        ),
        .target(
            name: "StatementKit",
            dependencies: [
                "StatementRendering", "StatementHistory", "StatementPresentation", "StatementAnalysis", "StatementConfig", "StatementImporters",
                "StatementImport", "StatementLocalization", "StatementModel", "StatementResources",
            ]
        ),
        .executableTarget(
            name: "StatementReportCLI",
            dependencies: [
                "StatementKit", "StatementHistory",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // `benchmark-import`: the importers alone into a counting sink, for Benchmarks/run (not installed
        // with the tool: an executable of the package, not part of `statement-report`).
        .executableTarget(
            name: "benchmark-import",
            dependencies: ["StatementKit"],
            path: "Benchmarks/ImportBenchmark"
        ),
        // `benchmark-fuzz`: a fuzz target's harness run natively over a set of inputs, to profile what an
        // input costs the harness itself (Fuzz/README.md).
        .executableTarget(
            name: "benchmark-fuzz",
            dependencies: ["StatementKit", "StatementKitFuzzing"],
            path: "Benchmarks/FuzzBenchmark"
        ),
        // `benchmark-history`: the history's recording rate and the time a monthly report's comparison
        // adds (Benchmarks/history, issue 22).
        .executableTarget(
            name: "benchmark-history",
            dependencies: ["StatementKit"],
            path: "Benchmarks/HistoryBenchmark"
        ),
        // One entry point per fuzz target (see Fuzz/README.md), for the tests that replay what the fuzzer
        // found. Not a product: the libFuzzer package in Fuzz/ compiles the same folder as a module of its
        // own (Fuzz/Sources/StatementKitFuzzing is a symlink to it) against the StatementKit product, so the
        // harness uses only the library's public API. No libFuzzer here, so a plain build links.
        .target(
            name: "StatementKitFuzzing",
            dependencies: ["StatementKit"],
            path: "Tests/StatementKitFuzzing"
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
