import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process's environment, read once.
///
/// `ProcessInfo.processInfo.environment` builds a new dictionary of the whole environment at every
/// call (about 360,000 instructions with a usual environment); a report asked for it about twelve
/// times (the languages, `STATEMENT_REPORT_RESOURCES`, the generation date, ...). Nothing in the
/// program changes its own environment, so one copy serves every reader.
///
/// Read from `environ` itself: even once, Foundation's copy cost 0.8 M instructions of the first
/// thread's start-up (callgrind), about thirty times this loop. Each `NAME=value` entry is split at
/// its first `=`; an entry without one is left out; the first of two entries of one name wins, as
/// `getenv` finds it; bytes that are not UTF-8 are read as U+FFFD, as Foundation reads them.
public enum ProcessEnvironment {
    public static let current: [String: String] = read()

    package static func read() -> [String: String] {
        var result: [String: String] = [:]
        let first: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = environ
        guard var entry = first else { return result }
        while let pointer = entry.pointee {
            // CChar and UInt8 may alias each other (signed and unsigned forms of one type).
            let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self), count: strlen(pointer))
            if let equals = bytes.firstIndex(of: UInt8(ascii: "=")) {
                let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[..<equals]), as: UTF8.self)
                if result[name] == nil {
                    result[name] = String(decoding: UnsafeBufferPointer(rebasing: bytes[(equals + 1)...]), as: UTF8.self)
                }
            }
            entry += 1
        }
        return result
    }
}
