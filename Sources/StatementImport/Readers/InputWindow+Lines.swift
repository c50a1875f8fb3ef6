import StatementLocalization
import StatementModel

/// Looking ahead over white space and to line breaks, letting go of what is passed.
extension InputWindow {
    /// The offset of the first byte at or after `offset` that is neither a space nor a tab (the end
    /// of the text when there is none); what is passed over is let go.
    package func skipSpaces(from offset: Int) -> Int {
        var i = offset
        while let b = byte(at: i), b == 0x20 || b == 0x09 { i += 1 }
        return i
    }

    /// The offset of the first byte at or after `offset` that is not JSON white space; nil when there
    /// is none. What is passed over is let go.
    package func firstNonWhitespace(from offset: Int) -> Int? {
        var i = offset
        while let b = byte(at: i) {
            if b != 0x20 && b != 0x09 && b != 0x0A && b != 0x0D { return i }
            i += 1
        }
        return nil
    }
}
