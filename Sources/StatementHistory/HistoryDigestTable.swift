#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A table from identity digests to a number (a count, a file's id), open-addressed on the digest's
/// low bits: the digests are keyed SipHash, uniform already, so they need no hashing again (a
/// `[HistoryDigest: Int]` hashed each one again and cost ~1,000 instructions a transaction recorded).
/// It grows as it fills (at most half full), and holds no key twice. A key and its value lie side by
/// side (24 bytes): a million-row recording's tables (~50 MB each) miss the cache at each look-up, once
/// instead of twice.
///
/// Its memory comes zeroed from the system (`HistoryTableMemory`), and an entry whose value is 0 is
/// empty, so the table is not written once over before its first key; a big one is asked for in huge
/// pages (issue 22: at a million, its random look-ups were ~13 % of recording's cycles, each a TLB miss
/// as well as a cache miss with 4 KiB pages).
final class HistoryDigestTable {
    private struct Entry {
        var key: HistoryDigest
        /// 0 where no key is.
        var value: Int64
    }

    private var memory: HistoryTableMemory
    private var entries: UnsafeMutablePointer<Entry>
    private var mask: Int
    private(set) var count = 0

    /// A table for about `capacity` keys without growing.
    init(capacity: Int) {
        var size = 16
        while size < 2 * capacity { size <<= 1 }
        mask = size - 1
        memory = HistoryTableMemory(bytes: size * MemoryLayout<Entry>.stride)
        entries = memory.base.bindMemory(to: Entry.self, capacity: size)
    }

    /// Where `key` is, or the free slot where it would go.
    @inline(__always) private func slot(_ key: HistoryDigest) -> Int {
        var i = Int(truncatingIfNeeded: key.low) & mask
        while entries[i].value != 0, entries[i].key != key { i = (i + 1) & mask }
        return i
    }

    /// `key`'s value, or nil.
    subscript(key: HistoryDigest) -> Int64? {
        let v = entries[slot(key)].value
        return v == 0 ? nil : v
    }

    /// The value `key` has, kept; or, when it has none, nil after giving it `value` (positive: counts and ids are).
    func add(_ key: HistoryDigest, _ value: Int64) -> Int64? {
        precondition(value > 0, "HistoryDigestTable: values are positive")
        let i = slot(key)
        if entries[i].value != 0 { return entries[i].value }
        put(i, key, value)
        return nil
    }

    /// One more for `key` (0 when it had none): the new count.
    func increment(_ key: HistoryDigest) -> Int64 {
        let i = slot(key)
        if entries[i].value != 0 {
            entries[i].value += 1
            return entries[i].value
        }
        put(i, key, 1)
        return 1
    }

    private func put(_ i: Int, _ key: HistoryDigest, _ value: Int64) {
        entries[i] = Entry(key: key, value: value)
        count += 1
        if 2 * count > mask + 1 { grow() }
    }

    private func grow() {
        let (old, oldEntries, oldSize) = (memory, entries, mask + 1)
        mask = 2 * oldSize - 1
        memory = HistoryTableMemory(bytes: (mask + 1) * MemoryLayout<Entry>.stride)
        entries = memory.base.bindMemory(to: Entry.self, capacity: mask + 1)
        for i in 0..<oldSize where oldEntries[i].value != 0 {
            entries[slot(oldEntries[i].key)] = oldEntries[i]
        }
        withExtendedLifetime(old) {}
    }
}

/// Zeroed memory for a `HistoryDigestTable`, given back when released: from `calloc` when small; mapped
/// when at least `HistoryTableMemory.mapFrom` bytes, and then advised to be backed by huge pages (the
/// kernel's transparent huge pages in their `madvise` mode), which the mapping's fresh pages are without
/// being written first.
final class HistoryTableMemory {
    static let mapFrom = 4 << 20
    let base: UnsafeMutableRawPointer
    private let bytes: Int
    private let mapped: Bool

    init(bytes: Int) {
        self.bytes = bytes
        #if canImport(Glibc)
            if bytes >= Self.mapFrom, let p = mmap(nil, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
               p != UnsafeMutableRawPointer(bitPattern: -1) {
                _ = madvise(p, bytes, MADV_HUGEPAGE)
                base = p
                mapped = true
                return
            }
        #endif
        guard let p = calloc(bytes, 1) else { fatalError("HistoryDigestTable: out of memory (\(bytes) bytes)") }
        base = p
        mapped = false
    }

    deinit {
        #if canImport(Glibc)
            if mapped {
                munmap(base, bytes)
                return
            }
        #endif
        free(base)
    }
}
