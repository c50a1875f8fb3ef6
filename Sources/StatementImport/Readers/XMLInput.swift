#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif
import CLibXML2
import Foundation
import StatementLocalization
import StatementModel

/// The state shared with libxml2's callbacks: the file being read in chunks, the last two
/// chunks (for showing the line of an error), and the first error libxml2 reported.
package final class XMLInput {
    package static let chunkSize = 1 << 20
    /// Longest line returned as `lineText` (a document on one line has none).
    package static let maxLineText = 1_000

    package struct CapturedError {
        /// `ampersand`: a `&` that starts no reference (malformed, but never the end of a file cut off).
        package enum Kind { case malformed, entity, limit, truncated, ampersand }
        package var kind: Kind
        package var message: String
        package var line: Int
        package var column: Int
        /// The innermost element open in the parser when the error came.
        package var openElement: (name: String, line: Int)?
        package var fatal = true
        /// The error in the reader's words, when it has its own (`XMLInput.reason(of:)`, the limits it
        /// enforces itself); else the message says libxml2's (`message`, English) as its detail.
        package var reason: Message? = nil
    }

    package let source: ChunkReader
    package let file: String
    /// nil: not decided yet (only ASCII so far); true: convert Windows-1252 to UTF-8.
    package var transcode: Bool?
    package var firstError: CapturedError?
    /// A failure of our own (reading the file), reported by `read()`.
    package var failure: ImportError?
    /// Set when libxml2 was stopped before a start tag with more than `XMLAttributeGuard.maxAttributes`
    /// attributes: where that tag starts (column 0 when its line starts more than a chunk before).
    package private(set) var tooManyAttributes: (line: Int, column: Int)?
    /// Where the tag that went on past the last chunk started.
    private var openTag: (line: Int, column: Int) = (0, 0)

    /// The last two chunks as libxml2 got them (converted to UTF-8 when transcoding), with their
    /// byte counts: `previous` then `current` are consecutive bytes of the document.
    private var current: [UInt8]
    private var previous: [UInt8]
    private var currentCount = 0
    private var previousCount = 0
    /// Windows-1252 bytes before conversion.
    private var raw: [UInt8] = []
    private var served = 0
    /// Where libxml2 must stop reading `current` (a tag with too many attributes starts there).
    private var stop: Int?
    private var attributeGuard = XMLAttributeGuard()
    /// 1-based line numbers of the first byte of `current` and `previous`.
    private var currentLine = 1
    private var previousLine = 1
    package private(set) var atEnd = false
    /// The line of the file's last byte that is not blank, once `atEnd`.
    package private(set) var lastLine = 1

    /// The bytes read at a time: `XMLInput.chunkSize`, or the file's size and one byte for a smaller
    /// file, at least 4 KiB (a 2 KB file does not need 384 KiB of zero-filled buffers: the whole file
    /// is one chunk either way).
    package let chunkSize: Int

    package init(_ source: ChunkReader, transcode: Bool?, file: String, size: Int? = nil) {
        self.source = source
        self.transcode = transcode
        self.file = file
        self.chunkSize = min(XMLInput.chunkSize, max(size.map { $0 + 1 } ?? XMLInput.chunkSize, 1 << 12))
        // A converted chunk takes at most three bytes per byte.
        self.current = [UInt8](repeating: 0, count: 3 * chunkSize)
        self.previous = [UInt8](repeating: 0, count: 3 * chunkSize)
    }

    /// `serve` runs on the parsing thread, `lineText` and `valueColumn` on the reading one.
    private let lock = NSLock()

    /// Copies up to `length` bytes into libxml2's buffer; 0 at the end, -1 on a read error or before a
    /// start tag with too many attributes (`tooManyAttributes`).
    package func serve(_ buffer: UnsafeMutableRawPointer, _ length: Int) -> Int {
        lock.lock()
        defer { lock.unlock() }
        if served == currentCount {
            if atEnd { return 0 }
            do throws(ImportError) { try load() } catch {
                failure = error
                return -1
            }
            if currentCount == 0 { return 0 }
            stop = current.withUnsafeBufferPointer { attributeGuard.check(UnsafeBufferPointer(rebasing: $0[0..<currentCount])) }
            if let start = attributeGuard.openTagStart { openTag = position(start) }
        }
        if let stop, served >= stop {
            tooManyAttributes = attributeGuard.startedEarlier ? openTag : position(stop)
            return -1
        }
        let n = min(length, (stop ?? currentCount) - served)
        current.withUnsafeBytes { buffer.copyMemory(from: $0.baseAddress! + served, byteCount: n) }
        served += n
        return n
    }

    private func load() throws(ImportError) {
        let newlines = current.withUnsafeBufferPointer { XMLInput.countNewlines(UnsafeBufferPointer(rebasing: $0[0..<currentCount])) }
        swap(&previous, &current)
        previousCount = currentCount
        previousLine = currentLine
        currentLine += newlines
        currentCount = 0
        served = 0
        var count = 0
        var readFailure: ImportError?
        if transcode == true {
            if raw.isEmpty { raw = [UInt8](repeating: 0, count: chunkSize) }
            raw.withUnsafeMutableBytes { b in
                do throws(ImportError) { count = try source.read(into: b) } catch { readFailure = error }
            }
        } else {
            current.withUnsafeMutableBytes { b in
                do throws(ImportError) { count = try source.read(into: UnsafeMutableRawBufferPointer(rebasing: b[0..<chunkSize])) } catch {
                    readFailure = error
                }
            }
        }
        if let readFailure { throw readFailure }
        if count == 0 {
            atEnd = true
            lastLine = previous.withUnsafeBufferPointer { XMLInput.lineOfLastContent(UnsafeBufferPointer(rebasing: $0[0..<previousCount]), firstLine: previousLine) }
            return
        }
        if transcode == nil {
            switch current.withUnsafeBufferPointer({ Windows1252.evidence(UnsafeBufferPointer(rebasing: $0[0..<count])) }) {
            case .ascii: break
            case .utf8: transcode = false
            case .singleByte:
                // From the first chunk with non-ASCII bytes on: convert (ASCII is the same in both).
                transcode = true
                raw = Array(current[0..<count]) + [UInt8](repeating: 0, count: chunkSize - count)
            }
        }
        if transcode == true {
            var out = 0
            current.withUnsafeMutableBufferPointer { dest in
                for i in 0..<count {
                    let b = raw[i]
                    if b < 0x80 {
                        dest[out] = b
                        out += 1
                        continue
                    }
                    let c = Windows1252.scalar(b)
                    if c < 0x800 {
                        dest[out] = UInt8(0xC0 | (c >> 6))
                        dest[out + 1] = UInt8(0x80 | (c & 0x3F))
                        out += 2
                    } else {
                        dest[out] = UInt8(0xE0 | (c >> 12))
                        dest[out + 1] = UInt8(0x80 | ((c >> 6) & 0x3F))
                        dest[out + 2] = UInt8(0x80 | (c & 0x3F))
                        out += 3
                    }
                }
            }
            currentCount = out
        } else {
            currentCount = count
        }
    }

    /// The line and column (in characters) of offset `k` of the current chunk; column 0 when its line
    /// starts before the previous chunk.
    private func position(_ k: Int) -> (line: Int, column: Int) {
        current.withUnsafeBufferPointer { now in
            previous.withUnsafeBufferPointer { before in
                let head = UnsafeBufferPointer(rebasing: now[0..<k])
                let line = currentLine + XMLInput.countNewlines(head)
                func characters(_ b: UnsafeBufferPointer<UInt8>) -> Int { b.reduce(0) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 } }
                if let newline = head.lastIndex(of: 0x0A) { return (line, characters(UnsafeBufferPointer(rebasing: head[(newline + 1)...])) + 1) }
                let tail = UnsafeBufferPointer(rebasing: before[0..<previousCount])
                guard let newline = tail.lastIndex(of: 0x0A) else { return (line, 0) }
                return (line, characters(UnsafeBufferPointer(rebasing: tail[(newline + 1)...])) + characters(head) + 1)
            }
        }
    }

    package static func countNewlines(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard var p = bytes.baseAddress.map(UnsafeRawPointer.init) else { return 0 }
        let end = p + bytes.count
        var n = 0
        while p < end, let hit = memchr(p, 0x0A, end - p) {
            n += 1
            p = UnsafeRawPointer(hit) + 1
        }
        return n
    }

    /// The line of the last byte that is not blank in `bytes`, whose first byte is on `firstLine`.
    package static func lineOfLastContent(_ bytes: UnsafeBufferPointer<UInt8>, firstLine: Int) -> Int {
        guard let last = bytes.lastIndex(where: { $0 != 0x20 && $0 != 0x0A && $0 != 0x0D && $0 != 0x09 }) else { return firstLine }
        return firstLine + countNewlines(UnsafeBufferPointer(rebasing: bytes[..<last]))
    }

    package func capture(_ error: xmlError, openElement: (name: String, line: Int)?) {
        // Warnings (level 1) are not failures. Keep the first fatal error (the one that stops the
        // parser), else the first error (a namespace error lets libxml2 go on).
        let fatal = error.level.rawValue >= XML_ERR_FATAL.rawValue
        guard error.level.rawValue >= XML_ERR_ERROR.rawValue, firstError == nil || fatal && firstError?.fatal == false else { return }
        let message = XMLInput.text(of: error) ?? "error \(error.code)"
        let code = Int(error.code)
        let known = XMLInput.reason(of: error)
        let kind: CapturedError.Kind
        let lowered = message.lowercased()
        if let known {
            kind = known.kind
        } else if XMLInput.entityCodes.contains(code) || lowered.contains("entity") {
            kind = .entity
        } else if lowered.contains("huge") || lowered.contains("excessive") || lowered.contains("xml_parse_huge") || code == Int(XML_ERR_NAME_TOO_LONG.rawValue) {
            kind = .limit
        } else if lowered.contains("premature end") {
            kind = .truncated
        } else {
            kind = .malformed
        }
        firstError = CapturedError(kind: kind, message: message, line: Int(error.line), column: Int(error.int2), openElement: openElement, fatal: fatal,
                                   reason: known?.reason ?? (kind == .limit ? XMLInput.limitMessage(message) : nil))
    }

    /// libxml2's message of `error`, without the line break and spaces it ends with.
    package static func text(of error: xmlError) -> String? {
        guard var message = error.message.map({ String(cString: $0) }) else { return nil }
        while message.last == "\n" || message.last == " " { message.removeLast() }
        return message
    }

    package static let entityCodes: Set<Int> = [
        Int(XML_ERR_UNDECLARED_ENTITY.rawValue), Int(XML_WAR_UNDECLARED_ENTITY.rawValue), Int(XML_ERR_ENTITY_LOOP.rawValue),
        Int(XML_ERR_ENTITY_BOUNDARY.rawValue), Int(XML_ERR_UNPARSED_ENTITY.rawValue),
        Int(XML_ERR_ENTITY_IS_EXTERNAL.rawValue), Int(XML_ERR_ENTITY_IS_PARAMETER.rawValue), Int(XML_ERR_ENTITYREF_NO_NAME.rawValue),
    ]

    // MARK: Lines still in memory

    /// The bytes of line `line` if it lies in the last two chunks (start of line included).
    private func lineBytes(_ line: Int) -> [UInt8]? {
        guard line >= previousLine else { return nil }
        // `previous` then `current` are consecutive bytes of the file; `previousLine` is the line
        // of the first byte of `previous`.
        var number = previousLine
        var collected: [UInt8] = []
        for part in [previous[0..<previousCount], current[0..<currentCount]] {
            for b in part {
                if b == 0x0A {
                    if number == line { return collected }
                    number += 1
                    if number > line { return nil }
                } else if number == line {
                    collected.append(b)
                    if collected.count > XMLInput.maxLineText { return nil }
                }
            }
        }
        return number == line ? collected : nil
    }

    package func lineText(_ line: Int) -> String? {
        lock.lock()
        defer { lock.unlock() }
        guard var bytes = lineBytes(line) else { return nil }
        if bytes.last == 0x0D { bytes.removeLast() }
        return String(decoding: bytes, as: UTF8.self)
    }

    package func valueColumn(line: Int, name: [UInt8], occurrence: Int, atValue: Bool = true) -> Int {
        lock.lock()
        let found = lineBytes(line)
        lock.unlock()
        guard let bytes = found else { return 0 }
        var seen = 0
        var i = 0
        while i < bytes.count {
            if bytes[i] == 0x3C, i + 1 + name.count <= bytes.count, Array(bytes[(i + 1)..<(i + 1 + name.count)]) == name,
                i + 1 + name.count == bytes.count || [0x20, 0x3E, 0x2F, 0x09].contains(bytes[i + 1 + name.count])
            {
                if seen == occurrence {
                    if !atValue { return String(decoding: bytes[0..<i], as: UTF8.self).count + 1 }
                    var j = i + 1 + name.count
                    while j < bytes.count, bytes[j] != 0x3E { j += 1 }
                    return String(decoding: bytes[0..<min(j + 1, bytes.count)], as: UTF8.self).count + 1
                }
                seen += 1
            }
            i += 1
        }
        return 0
    }
}
