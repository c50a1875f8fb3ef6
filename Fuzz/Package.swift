// swift-tools-version:6.1
import Foundation
import PackageDescription

// libFuzzer targets for StatementReport (see README.md here). A package of its own, depending on
// the root by path, so that the root's plain `swift build` and `swift test` never link libFuzzer.
// Build one target with:
//   swift build -c release --product fuzz-csv -Xswiftc -sanitize=fuzzer,address
// SwiftPM names a package reached by path after its folder (`main`, `StatementReport`, a worktree's
// name): the root package's identity is the parent folder's name, in lower case.
let root = URL(fileURLWithPath: Context.packageDirectory).deletingLastPathComponent().lastPathComponent.lowercased()
let targets = ["csv", "json", "qif", "ofx-sgml", "ofx-xml", "camt", "values", "pipeline"]

let package = Package(
    name: "StatementReportFuzz",
    platforms: [.macOS(.v15)],
    products: targets.map { .executable(name: "fuzz-\($0)", targets: ["fuzz-\($0)"]) },
    dependencies: [
        .package(path: ".."),
    ],
    targets: [
        // Declares libFuzzer's LLVMFuzzerRunDriver (the symbol comes with -sanitize=fuzzer).
        .target(name: "CFuzzerDriver"),
        .target(
            name: "FuzzSupport",
            dependencies: [
                "CFuzzerDriver",
                .product(name: "StatementKitFuzzing", package: root),
            ]
        ),
    ] + targets.map { name in
        .executableTarget(
            name: "fuzz-\(name)",
            dependencies: ["FuzzSupport", .product(name: "StatementKitFuzzing", package: root)],
            path: "Sources/fuzz-\(name)"
        )
    }
)
