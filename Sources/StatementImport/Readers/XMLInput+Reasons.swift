import CLibXML2
import Foundation
import StatementLocalization

extension XMLInput {
    /// The messages of a document that is not well-formed XML (libxml2's words, or the reader's for the
    /// commonest cases): what an OFX file declared XML but written as SGML fails with.
    package static let notWellFormed: Set<String> = [
        "xml.malformed", "xml.tagMismatch", "xml.afterRoot", "xml.invalidCharacter", "xml.invalidCharacterCode", "xml.unquotedAttribute",
    ]

    /// libxml2's commonest errors in a bank's XML, in the reader's words and language: libxml2's own
    /// are English and name its internals (`EntityRef: expecting ';'` for a bare `&`, which is a
    /// mistake of the bank's export, not an entity to refuse for safety). Nil for the others, which keep
    /// libxml2's words as the detail of `xml.malformed`.
    package static func reason(of error: xmlError) -> (kind: CapturedError.Kind, reason: Message)? {
        func text(_ p: UnsafeMutablePointer<CChar>?) -> String? { p.map { String(cString: $0) } }
        switch error.code {
        case Int32(XML_ERR_ENTITYREF_SEMICOL_MISSING.rawValue), Int32(XML_ERR_ENTITYREF_NO_NAME.rawValue):
            return (.ampersand, Message("xml.ampersand"))
        // `& ` : "xmlParseEntityRef: no name" (a name was required after the `&`).
        case Int32(XML_ERR_NAME_REQUIRED.rawValue) where text(error.message)?.contains("EntityRef") == true:
            return (.ampersand, Message("xml.ampersand"))
        case Int32(XML_ERR_UNDECLARED_ENTITY.rawValue), Int32(XML_WAR_UNDECLARED_ENTITY.rawValue):
            guard let name = text(error.str1) else { return nil }
            return (.entity, Message("xml.entityReference", ["name": .text(name)]))
        case Int32(XML_ERR_TAG_NAME_MISMATCH.rawValue):
            guard let open = text(error.str1), let close = text(error.str2), error.int1 > 0 else { return nil }
            return (.malformed, Message("xml.tagMismatch", ["open": .text(open), "line": .text(String(error.int1)), "close": .text(close)]))
        case Int32(XML_ERR_DOCUMENT_END.rawValue):
            return (.malformed, Message("xml.afterRoot"))
        case Int32(XML_ERR_INVALID_CHAR.rawValue):
            guard error.int1 > 0 else { return (.malformed, Message("xml.invalidCharacter")) }
            return (.malformed, Message("xml.invalidCharacterCode", ["code": .text(String(format: "U+%04X", error.int1))]))
        case Int32(XML_ERR_ATTRIBUTE_NOT_STARTED.rawValue):
            return (.malformed, Message("xml.unquotedAttribute"))
        default:
            return nil
        }
    }

    /// The limit libxml2 names in `detail`, said in the reader's language: its own words are English
    /// and advise an option nobody can set here ("Excessive depth in document: 256 use XML_PARSE_HUGE
    /// option", "internal error: Huge input lookup"). A limit not known here keeps libxml2's words.
    /// (The limits the reader enforces before libxml2 does carry their message: `CapturedError.reason`.)
    /// `detail` is one `capture` took for a limit: it names "huge", "excessive" or a name too long.
    package static func limitMessage(_ detail: String) -> Message {
        let lowered = detail.lowercased()
        if lowered.contains("excessive depth") {
            // "Excessive depth in document: 256 use …": the limit is the number after the colon.
            let digits = lowered.split(separator: ":").dropFirst().first?.drop(while: { $0 == " " }).prefix(while: \.isNumber)
            return Message("xml.tooDeep", ["limit": .number(digits.flatMap { Int($0) } ?? 256)])
        }
        if lowered.contains("name too long") { return Message("xml.nameTooLong", ["limit": .number(Int(XML_MAX_NAME_LENGTH))]) }
        if lowered.contains("huge text node") || lowered.contains("huge input lookup") {
            return Message("xml.textTooLong", ["limit": .number(Int(XML_MAX_TEXT_LENGTH))])
        }
        return Message("xml.limit", ["detail": .text(detail)])
    }
}
