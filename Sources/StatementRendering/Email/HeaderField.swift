import StatementAnalysis
import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel
import StatementPresentation
import StatementResources

/// One header field of a message or a MIME part, written as RFC 5322 wants: `Name: value`, folded
/// at white space into lines of at most 76 characters where it can be (RFC 2047's limit for lines
/// with encoded words, below RFC 5322's 78; a longer word, such as a long address, stays whole: the
/// hard limit is 998).
public struct HeaderField: Sendable, Hashable {
    public var name: String
    /// The pieces of the value, each one unbreakable, with the text that goes between two of them
    /// (`" "` between words, `", "` between addresses): a fold goes right after a separator.
    public var pieces: [String]
    public var separator: String

    public static let foldAt = 76

    public init(_ name: String, pieces: [String], separator: String = " ") {
        self.name = name
        self.pieces = pieces
        self.separator = separator
    }

    /// An unstructured value (a subject): plain ASCII as words, anything else as encoded words.
    public static func text(_ name: String, _ value: String) -> HeaderField {
        let words = value.split(separator: " ", omittingEmptySubsequences: false)
        if EncodedWord.isPlain(value), !words.contains(where: { $0.isEmpty || $0.count > foldAt - 2 }) {
            return HeaderField(name, pieces: words.map(String.init))
        }
        return HeaderField(name, pieces: EncodedWord.encode(value, firstRoom: foldAt - name.count - 2))
    }

    /// A value that is one token (`1.0`, a message id, a date): never folded.
    public static func token(_ name: String, _ value: String) -> HeaderField {
        HeaderField(name, pieces: [value])
    }

    /// The field, lines separated by `\n` (continuation lines begin with a space), no final line break.
    public var text: String {
        var out = name + ":"
        var column = out.count
        for (i, piece) in pieces.enumerated() {
            if i > 0 {
                // The separator's last space becomes the fold when the line is full.
                let gap = separator.hasSuffix(" ") ? String(separator.dropLast()) : separator
                out += gap
                column += gap.count
            }
            let width = piece.count + 1
            if column + width > HeaderField.foldAt, i > 0 || piece.count + 1 <= HeaderField.foldAt {
                out += "\n "
                column = 1
            } else {
                out += " "
                column += 1
            }
            out += piece
            column += piece.count
        }
        return out
    }
}
