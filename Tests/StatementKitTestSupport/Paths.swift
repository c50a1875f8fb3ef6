import Foundation

/// Where the package's folders are, found from this file's own path.
public enum Paths {
    /// The package root (the folder holding Package.swift).
    public static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    public static var samples: URL { packageRoot.appending(path: "Samples") }

    /// The shared corpus of real statement files (`../shared/corpus` beside the package), or the folder
    /// `SHARED_CORPUS` names (`SHARED_CORPUS=/nowhere swift test` runs the tests as a lone clone does).
    public static var corpus: URL {
        if let folder = ProcessInfo.processInfo.environment["SHARED_CORPUS"], !folder.isEmpty {
            return URL(fileURLWithPath: folder)
        }
        return packageRoot.deletingLastPathComponent().appending(path: "shared/corpus")
    }

    /// The folder of a test target's fixtures: `Tests/<target>/Fixtures`.
    public static func fixtures(_ target: String = "StatementKitTests") -> URL {
        packageRoot.appending(path: "Tests/\(target)/Fixtures")
    }
}
