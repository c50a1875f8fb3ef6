import Foundation
import Testing

@testable import StatementImport

/// A file is read whole into memory of its own size: a statement of 70 MB must not take twice that
/// (the buffer used to grow by the file's size once more to find the end), and what is read is the
/// file, byte for byte, whatever its size.
@Suite struct InputFileTests {
    func withFile<R>(_ bytes: [UInt8], _ body: (String) throws -> R) throws -> R {
        let folder = FileManager.default.temporaryDirectory.appending(path: "input-file-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appending(path: "statement.csv").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return try body(path)
    }

    @Test(arguments: [0, 1, 65_535, 65_536, 65_537, 3_000_000])
    func aFileIsReadIntoMemoryOfItsSize(size: Int) throws {
        let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 8) }
        let read = try withFile(bytes) { try InputFile.file($0).readAll() }
        #expect(read == bytes)
        // Room for the one byte more that tells the end, rounded up by the allocator, not a second file.
        #expect(read.capacity < size + size / 8 + 4_096, "capacity \(read.capacity) for \(size) bytes")
    }

    @Test func aPipeIsReadWholeAsItGrows() throws {
        let bytes = (0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 7) }
        let pipe = Pipe()
        let writer = Thread {
            pipe.fileHandleForWriting.write(Data(bytes))
            try? pipe.fileHandleForWriting.close()
        }
        writer.start()
        let path = "/proc/self/fd/\(pipe.fileHandleForReading.fileDescriptor)"
        let read = try InputFile.open(path).readAll()
        #expect(read == bytes)
    }
}
