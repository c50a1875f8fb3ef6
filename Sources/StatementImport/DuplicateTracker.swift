import StatementLocalization
import StatementModel

/// Finds ids used twice within one statement (an OFX FITID, a camt AcctSvcrRef), in bounded
/// memory and without slowing the import down: each id is kept as a 64-bit FNV-1a hash with the
/// place it was read and its text (about 40 bytes, appended in order, so no cache miss per
/// transaction), for at most `capacity` ids (under 100 MB); `duplicates()` sorts them once, at the
/// end of the statement.
///
/// Two different ids share a hash with a chance of about n²/2⁶⁵ (3 in 100 million for a million
/// ids): at worst a needless warning, never a lost transaction, since duplicates are kept.
package struct DuplicateTracker {
    package static let capacity = 2_000_000

    /// Where an id was read: line, column, and what else the importer needs to show the line.
    package struct Place: Equatable {
        package var line: Int
        package var column: Int
        package var detail: Int
    }

    private struct Entry {
        var hash: UInt64
        var line: UInt32
        var column: UInt32
        var detail: Int
        /// Where the id's text starts in `text` (it ends where the next one starts).
        var offset: Int
    }

    private var entries: [Entry] = []
    private var text: [UInt8] = []
    /// Whether more ids came than it keeps (those were not checked).
    package private(set) var isSaturated = false

    package init() {}

    /// Remembers that `id` was read at `line`:`column`.
    package mutating func add(_ id: String, line: Int, column: Int, detail: Int = 0) {
        guard entries.count < DuplicateTracker.capacity else {
            isSaturated = true
            return
        }
        let hash = TextBytes.read(id) { bytes in
            text.append(contentsOf: bytes)
            return DuplicateTracker.fnv1a(bytes)
        }
        entries.append(Entry(hash: hash, line: UInt32(clamping: line), column: UInt32(clamping: column), detail: detail,
                             offset: text.count - id.utf8.count))
    }

    /// Every id met more than once: the id, each later place and the first place, in file order.
    package func duplicates() -> [(id: String, again: Place, first: Place)] {
        guard entries.count > 1 else { return [] }
        func id(_ k: Int) -> String {
            let entry = entries[k]
            let end = k + 1 < entries.count ? entries[k + 1].offset : text.count
            return String(decoding: text[entry.offset..<end], as: UTF8.self)
        }
        let sorted = entries.indices.sorted { i, j in
            let a = entries[i], b = entries[j]
            return a.hash != b.hash ? a.hash < b.hash : i < j
        }
        func place(_ k: Int) -> Place { Place(line: Int(entries[k].line), column: Int(entries[k].column), detail: entries[k].detail) }
        var result: [(id: String, again: Place, first: Place)] = []
        var k = 0
        while k < sorted.count {
            var j = k + 1
            while j < sorted.count, entries[sorted[j]].hash == entries[sorted[k]].hash {
                result.append((id(sorted[j]), place(sorted[j]), place(sorted[k])))
                j += 1
            }
            k = j
        }
        return result.sorted { ($0.again.line, $0.again.column) < ($1.again.line, $1.again.column) }
    }

    package static func fnv1a(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return hash
    }
}
