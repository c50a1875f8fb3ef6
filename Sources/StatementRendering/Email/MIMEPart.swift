import StatementAnalysis
import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel
import StatementPresentation
import StatementResources

/// A MIME entity: a text or binary leaf, or a multipart holding other entities.
///
/// Leaves are always encoded (quoted-printable for text shown in the message, base64 for
/// attachments), so no line of a body is longer than 76 characters and no body can hold the
/// sequence `=_` that begins every boundary: a boundary can never appear inside a part. The
/// boundary is derived from the content it separates, so the same parts give the same bytes.
public indirect enum MIMEPart: Sendable {
    case leaf(headers: [HeaderField], body: String)
    case multipart(subtype: String, parts: [MIMEPart])

    /// A text part shown in the message: UTF-8, quoted-printable.
    public static func text(_ text: String, subtype: String, language: String? = nil) -> MIMEPart {
        var headers = [HeaderField.token("Content-Type", "text/\(subtype); charset=utf-8")]
        if let language { headers.append(.token("Content-Language", language)) }
        headers.append(.token("Content-Transfer-Encoding", "quoted-printable"))
        return .leaf(headers: headers, body: QuotedPrintable.encode(text))
    }

    /// An attachment: its bytes in base64, its file name in `Content-Disposition` and, for older
    /// readers, in `Content-Type`'s `name` (RFC 2231 when it is not plain ASCII).
    public static func attachment(_ bytes: [UInt8], fileName: String, mediaType: String, language: String? = nil) -> MIMEPart {
        let isText = mediaType.hasPrefix("text/") || mediaType.hasSuffix("+json") || mediaType == "application/json"
        var type = [mediaType + (isText ? "; charset=utf-8" : "") + ";"]
        type += MIMEParameter.pieces("name", fileName)
        var headers = [HeaderField("Content-Type", pieces: type)]
        if let language { headers.append(.token("Content-Language", language)) }
        headers.append(HeaderField("Content-Disposition", pieces: ["attachment;"] + MIMEParameter.pieces("filename", fileName)))
        headers.append(.token("Content-Transfer-Encoding", "base64"))
        return .leaf(headers: headers, body: Base64Lines.encode(bytes))
    }

    /// The entity's header fields and body, lines separated by `\n`, and the hash of what it holds.
    package func serialized() -> (headers: [HeaderField], body: String, hash: ContentHash) {
        switch self {
        case let .leaf(headers, body):
            var hash = ContentHash()
            for h in headers { hash.add(h.text) }
            hash.add(body)
            return (headers, body, hash)
        case let .multipart(subtype, parts):
            let children = parts.map { $0.serialized() }
            var hash = ContentHash()
            hash.add(subtype)
            for child in children { hash.add(child.hash.hex) }
            let boundary = "=_\(subtype)_" + hash.hex
            var body = ""
            for child in children {
                body += "--\(boundary)\n"
                for h in child.headers { body += h.text + "\n" }
                body += "\n" + child.body + "\n"
            }
            body += "--\(boundary)--"
            let header = HeaderField("Content-Type", pieces: ["multipart/\(subtype);", "boundary=\"\(boundary)\""])
            return ([header], body, hash)
        }
    }
}

/// A header parameter (`filename="report.html"`), as RFC 2045 quotes it or, for text that is not
/// plain ASCII or is long, as RFC 2231 encodes it (`filename*=utf-8''relev%C3%A9.html`), split into
/// numbered sections of at most 60 characters. (Not RFC 2047 encoded words inside quotes, which
/// some mail programs write but the RFCs do not allow.)
public enum MIMEParameter {
    package static func pieces(_ key: String, _ value: String) -> [String] {
        let plain = value.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F } && !value.contains("\"") && !value.contains("\\")
        if plain, value.count <= 60 { return ["\(key)=\"\(value)\""] }
        var encoded = ""
        for b in value.utf8 {
            let safe = (0x30...0x39).contains(b) || (0x41...0x5A).contains(b) || (0x61...0x7A).contains(b) || Array("!#$&+-.^_`|~".utf8).contains(b)
            if safe {
                encoded.unicodeScalars.append(Unicode.Scalar(b))
            } else {
                let digits = Array("0123456789ABCDEF")
                encoded += "%" + String(digits[Int(b >> 4)]) + String(digits[Int(b & 15)])
            }
        }
        let whole = "\(key)*=utf-8''" + encoded
        if whole.count <= 70 { return [whole] }
        // Numbered sections, each line at most 76 characters with its leading space and `;`,
        // never cutting a %XX in two.
        func prefix(_ n: Int) -> String { "\(key)*\(n)*=" + (n == 0 ? "utf-8''" : "") }
        var sections: [String] = []
        var current = ""
        var i = encoded.startIndex
        while i < encoded.endIndex {
            let length = encoded[i] == "%" ? 3 : 1
            let end = encoded.index(i, offsetBy: length)
            if prefix(sections.count).count + current.count + length > HeaderField.foldAt - 2 {
                sections.append(current)
                current = ""
            }
            current += encoded[i..<end]
            i = end
        }
        if !current.isEmpty { sections.append(current) }
        return sections.enumerated().map { n, text in prefix(n) + text + (n < sections.count - 1 ? ";" : "") }
    }
}
