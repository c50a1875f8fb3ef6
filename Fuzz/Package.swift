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

// The hooks of one- and two-byte comparisons feed only libFuzzer's value profile, which Fuzz/run does
// not turn on (`-use_value_profile=1`): the linker points them to a function that does nothing
// (CFuzzerDriver.c). README.md, "2026-11-28 (evening)", says why and what it saves. A run with
// `-use_value_profile=1` needs these four flags taken out.
let unusedComparisons = ["cmp1", "const_cmp1", "cmp2", "const_cmp2"].flatMap {
    ["-Xlinker", "--defsym=__sanitizer_cov_trace_\($0)=statement_report_fuzz_unused_comparison"]
}

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
        // The harness: the root's Tests/StatementKitFuzzing (the target its regression tests use),
        // reached through the symlink Sources/StatementKitFuzzing and compiled here as a module of this
        // package, against the public API of the StatementKit product.
        .target(
            name: "StatementKitFuzzing",
            dependencies: [.product(name: "StatementKit", package: root)]
        ),
        .target(
            name: "FuzzSupport",
            dependencies: ["CFuzzerDriver", "StatementKitFuzzing"]
        ),
    ] + targets.map { name in
        .executableTarget(
            name: "fuzz-\(name)",
            dependencies: ["FuzzSupport", "StatementKitFuzzing"],
            path: "Sources/fuzz-\(name)",
            linkerSettings: [.unsafeFlags(unusedComparisons)]
        )
    }
)
