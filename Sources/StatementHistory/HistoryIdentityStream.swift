import StatementModel

/// SipHash-2-4-128 fed piece by piece: the same digest as `HistoryKeyHash.digest` of the pieces put
/// end to end, without building that text (recording a million transactions built a million key
/// strings, about a quarter of the cost of a row).
struct HistoryHashStream {
    private var state: SipState
    /// The bytes of the word being filled, little-endian.
    private var tail: UInt64 = 0
    private var count = 0

    init(_ hash: HistoryKeyHash) {
        state = SipState(hash)
    }

    @inline(__always) mutating func append(_ byte: UInt8) {
        tail |= UInt64(byte) << (8 * UInt64(count & 7))
        count += 1
        if count & 7 == 0 {
            state.compress(tail)
            tail = 0
        }
    }

    /// `bytes`, a word (8 bytes) at a time, then the rest byte by byte.
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress else { return }
        let n = bytes.count
        var i = 0
        while n - i >= 8 {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self))
            let shift = UInt64(count & 7) * 8
            if shift == 0 {
                state.compress(word)
            } else {
                state.compress(tail | word << shift)
                tail = word >> (64 - shift)
            }
            count += 8
            i += 8
        }
        while i < n {
            append(base[i])
            i += 1
        }
    }

    mutating func append(_ text: String) {
        TextBytes.read(text) { append($0) }
    }

    /// `value` in decimal, as `String(value)` writes it.
    mutating func append(decimal value: Int64) {
        if value < 0 { append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // up to 20 digits, most significant first once reversed
        var n = 0
        repeat {
            withUnsafeMutableBytes(of: &digits) { $0[n] = UInt8(truncatingIfNeeded: magnitude % 10) + 0x30 }
            magnitude /= 10
            n += 1
        } while magnitude > 0
        withUnsafeBytes(of: &digits) { buffer in
            for i in stride(from: n - 1, through: 0, by: -1) { append(buffer[i]) }
        }
    }

    /// A day as `CalendarDay.description` writes it (`yyyy-mm-dd`).
    mutating func append(_ day: CalendarDay) {
        guard (0...9999).contains(day.year) else { return append(day.description) }
        let y = day.year
        append(UInt8(y / 1000) + 0x30)
        append(UInt8(y / 100 % 10) + 0x30)
        append(UInt8(y / 10 % 10) + 0x30)
        append(UInt8(y % 10) + 0x30)
        append(UInt8(ascii: "-"))
        append(UInt8(day.month / 10) + 0x30)
        append(UInt8(day.month % 10) + 0x30)
        append(UInt8(ascii: "-"))
        append(UInt8(day.day / 10) + 0x30)
        append(UInt8(day.day % 10) + 0x30)
    }

    /// `TextFolding.fold(text)`: the usual bank text (ASCII and Latin letters, `TextFolding.foldLatin`)
    /// folded into a buffer on the stack, without the array `fold` makes for each transaction (issue 22:
    /// ~1,100 instructions of a recorded transaction); any other text through `fold`. A test compares
    /// the digests with the key text's.
    mutating func append(folded text: String) {
        let latin = TextBytes.read(text) { bytes in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(bytes.count, 1)) { out -> Bool in
                guard let k = TextFolding.foldLatin(bytes, into: out) else { return false }
                append(UnsafeBufferPointer(rebasing: out[..<k]))
                return true
            }
        }
        if !latin { TextFolding.fold(text).withUnsafeBufferPointer { append($0) } }
    }

    /// The digest of every byte appended so far (the stream can go on after).
    func digest() -> HistoryDigest {
        state.finish(tail | UInt64(truncatingIfNeeded: count) << 56)
    }
}

extension HistoryKeyHash {
    /// The stored identity's stream: the bytes of `TransactionIdentity.storageKey` (without the
    /// occurrence), hashed as they come. Equal to `digest(storageKey)`, which a test checks.
    /// `stored`: the transaction's amount as the row stores it, when the caller has it (its units at the
    /// currency's minor unit are the key's amount, not worked out a second time).
    func identityStream(_ transaction: Transaction, account: String, stored: HistoryAmount? = nil) -> HistoryHashStream {
        var s = HistoryHashStream(self)
        let separator: UInt8 = 0x1F
        if transaction.hasSourceID {
            s.append(UInt8(ascii: "s"))
            s.append(separator)
            s.append(account)
            s.append(separator)
            s.append(transaction.id)
            return s
        }
        s.append(UInt8(ascii: "c"))
        s.append(separator)
        s.append(account)
        s.append(separator)
        s.append(transaction.bookingDate)
        s.append(separator)
        let money = transaction.amount
        if let stored, stored.scale == money.currency.minorUnits {
            s.append(decimal: stored.units)
        } else if let exact = money.amount.exactly(scale: money.currency.minorUnits), let units = Int64(exactly: exact.units) {
            s.append(decimal: units)
        } else {
            s.append(money.amount.exactly(scale: money.currency.minorUnits).map { String($0.units) } ?? money.amount.normalized.description)
        }
        s.append(UInt8(ascii: " "))
        s.append(money.currency.code)
        s.append(separator)
        s.append(folded: transaction.description)
        return s
    }
}
