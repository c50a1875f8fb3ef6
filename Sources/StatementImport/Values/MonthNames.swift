/// Month names and abbreviations in English, French, German, Spanish and Dutch.
package enum MonthNames {
    /// Names folded to ASCII lower case (accents removed), packed one byte per letter, with their month.
    package static let table: [(name: UInt128, month: Int)] = {
        let names: [[String]] = [
            ["january", "jan", "janvier", "janv", "januar", "janner", "enero", "ene", "januari"],
            ["february", "feb", "fevrier", "fevr", "fev", "februar", "febrero", "februari"],
            ["march", "mar", "mars", "marz", "maerz", "marzo", "maart", "mrt"],
            ["april", "apr", "avril", "avr", "abril", "abr"],
            ["may", "mai", "mayo", "mei"],
            ["june", "jun", "juin", "juni", "junio"],
            ["july", "jul", "juillet", "juil", "juli", "julio"],
            ["august", "aug", "aout", "agosto", "ago", "augustus"],
            ["september", "sep", "sept", "septembre", "septiembre", "setiembre", "set"],
            ["october", "oct", "octobre", "oktober", "okt", "octubre"],
            ["november", "nov", "novembre", "noviembre"],
            ["december", "dec", "decembre", "dezember", "dez", "diciembre", "dic"],
        ]
        var table: [(name: UInt128, month: Int)] = []
        for (index, list) in names.enumerated() {
            for name in list { table.append((name.utf8.reduce(UInt128(0)) { $0 << 8 | UInt128($1) }, index + 1)) }
        }
        return table
    }()

    /// The month named at `from` (letters up to the first non-letter), and the length read in bytes.
    package static func match(_ b: UnsafeBufferPointer<UInt8>, from: Int, to end: Int) -> (Int, Int)? {
        var folded: UInt128 = 0
        var letters = 0
        var i = from
        while i < end {
            let c = b[i]
            var letter: UInt8
            if (c | 0x20) >= 0x61, (c | 0x20) <= 0x7A {
                letter = c | 0x20
                i += 1
            } else if c == 0xC3, i + 1 < end {
                // The accented vowels banks write in month names (févr., août, déc., März).
                switch b[i + 1] {
                case 0xA9, 0xA8, 0xAA, 0xAB, 0x89, 0x88, 0x8A: letter = 0x65  // é è ê ë É È Ê
                case 0xBB, 0xB9, 0xBC, 0x9B, 0x99, 0x9C: letter = 0x75  // û ù ü
                case 0xA4, 0xA2, 0xA0, 0x84, 0x82, 0x80: letter = 0x61  // ä â à
                default: return nil
                }
                i += 2
            } else {
                break
            }
            letters += 1
            if letters > 12 { return nil }
            folded = folded << 8 | UInt128(letter)
        }
        guard letters > 0 else { return nil }
        for entry in table where entry.name == folded { return (entry.month, i - from) }
        return nil
    }
}
