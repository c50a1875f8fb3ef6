import StatementModel

extension PayeeName {
    /// `display`'s rules on an ASCII text, read as bytes (where whitespace is a byte, folding is lower
    /// case, and a word folds to its runs of letters and digits): nil when the text is not ASCII,
    /// `.some(nil)` when no word stays. Splitting into substrings, folding each word into an array and
    /// looking its parts up in a `Set<String>` cost about 5,000 instructions a name.
    static func asciiDisplay(_ text: String) -> String?? {
        TextBytes.read(text) { b -> String?? in
            guard isASCII(b) else { return nil }
            var kept: [Range<Int>] = []
            kept.reserveCapacity(8)
            var i = 0
            while i < b.count {
                if isSpace(b[i]) {
                    i += 1
                    continue
                }
                let start = i
                while i < b.count, !isSpace(b[i]) { i += 1 }
                if stays(b, start..<i) { kept.append(start..<i) }
            }
            // A leading channel word goes while another word follows (`TextFolding.foldLatin` reads any ASCII).
            var first = 0
            while kept.count - first > 1,
                let word = TextFolding.foldLatin(UnsafeBufferPointer(rebasing: b[kept[first]])),
                channelWords.contains(String(decoding: word, as: UTF8.self))
            {
                first += 1
            }
            guard first < kept.count else { return .some(nil) }
            return joined(b, kept[first...])
        }
    }

    /// The words of an ASCII text joined by single spaces (`"  Octopus   Energy "` → `Octopus Energy`);
    /// nil when the text is not ASCII.
    static func asciiCollapsed(_ text: String) -> String? {
        TextBytes.read(text) { b -> String? in
            guard isASCII(b) else { return nil }
            return String(unsafeUninitializedCapacity: b.count) { out in
                var k = 0
                var pending = false
                for byte in b {
                    if isSpace(byte) {
                        pending = true
                        continue
                    }
                    if pending, k > 0 {
                        out[k] = 0x20
                        k += 1
                    }
                    pending = false
                    out[k] = byte
                    k += 1
                }
                return k
            }
        }
    }

    private static func isASCII(_ b: UnsafeBufferPointer<UInt8>) -> Bool {
        for byte in b where byte >= 0x80 { return false }
        return true
    }

    /// Tab, line feed, vertical tab, form feed, carriage return and space: `Character.isWhitespace` in ASCII.
    @inline(__always)
    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte &- 0x09 < 5 }

    @inline(__always)
    private static func isAlphanumeric(_ byte: UInt8) -> Bool { (byte | 0x20) &- 0x61 < 26 || byte &- 0x30 < 10 }

    @inline(__always)
    private static func lower(_ byte: UInt8) -> UInt8 { byte &- 0x41 < 26 ? byte | 0x20 : byte }

    /// Whether a word stays in the name: it has a letter or a digit, and none of its folded parts has
    /// two digits or is a month's name.
    private static func stays(_ b: UnsafeBufferPointer<UInt8>, _ word: Range<Int>) -> Bool {
        var hasPart = false
        var j = word.lowerBound
        while j < word.upperBound {
            guard isAlphanumeric(b[j]) else {
                j += 1
                continue
            }
            let start = j
            var digits = 0
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            while j < word.upperBound, isAlphanumeric(b[j]) {
                let byte = lower(b[j])
                if byte &- 0x30 < 10 { digits += 1 }
                hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
                j += 1
            }
            if digits >= 2 { return false }
            // `KeywordIndex.hash` of the folded part: the month words' table, then the words themselves.
            if monthHashes.contains(hash), monthWords.contains(String(decoding: b[start..<j].map(lower), as: UTF8.self)) { return false }
            hasPart = true
        }
        return hasPart
    }

    /// The words, as written, with one space between them.
    private static func joined(_ b: UnsafeBufferPointer<UInt8>, _ words: ArraySlice<Range<Int>>) -> String {
        guard let last = words.last else { return "" }
        let capacity = words.reduce(0) { $0 + $1.count + 1 }
        return String(unsafeUninitializedCapacity: capacity) { out in
            var k = 0
            for word in words {
                for byte in b[word] {
                    out[k] = byte
                    k += 1
                }
                if word != last {
                    out[k] = 0x20
                    k += 1
                }
            }
            return k
        }
    }
}
