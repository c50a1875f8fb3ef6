import Foundation
import Testing

@testable import StatementImport
@testable import StatementImporters
@testable import StatementLocalization
@testable import StatementModel

/// Work bounded for any input (issue 20, items 5–8): inputs sized so that quadratic work or a whole-file
/// read would show (minutes, gigabytes), each asserted to finish and to fail (or succeed) as it should
/// (`BoundedXMLTests`, `BoundedCSVTests`, `BoundedQIFTests`, `BoundedJSONTests`). Their timings are in
/// `Benchmarks/hostile`, not in tests.
enum Bounded {
    static func error(_ body: () throws(ImportError) -> Void) -> ImportError? {
        do {
            try body()
            return nil
        } catch {
            return error
        }
    }

    /// A file of `parts` written one after the other (a generator: the whole never sits in memory),
    /// removed when `body` returns.
    static func withTemporaryFile<R>(_ name: String, _ parts: [(bytes: [UInt8], times: Int)], _ body: (InputFile) throws -> R) throws -> R {
        let dir = FileManager.default.temporaryDirectory.appending(path: "bounded-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appending(path: name)
        FileManager.default.createFile(atPath: url.path, contents: nil)
        let handle = try FileHandle(forWritingTo: url)
        for part in parts {
            let data = Data(part.bytes)
            for _ in 0..<part.times { try handle.write(contentsOf: data) }
        }
        try handle.close()
        return try body(.file(url.path))
    }

    static func repeated(_ byte: UInt8, _ count: Int) -> [UInt8] { [UInt8](repeating: byte, count: count) }
}
