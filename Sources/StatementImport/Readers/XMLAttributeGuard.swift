#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Refuses a start tag with more than `maxAttributes` attributes before libxml2 sees it: libxml2 (2.9)
/// checks every attribute of a tag against every other for duplicates (and every namespace declaration
/// against the others), a cost that grows with the square of their number — 200,000 attributes on one
/// element took 95 s. No bank writes more than a handful on one element.
///
/// The bytes are looked at as they are loaded, chunk by chunk, at almost no cost: an attribute takes at
/// least five bytes (` a=""`) and there is no `<` inside a tag (attribute values may not hold one), so
/// a stretch of fewer than `window` bytes from one `<` to the next cannot hold too many attributes.
/// Only a longer stretch is read byte by byte, and only its tag: from its `<` to the `>` that ends it
/// (quotes respected), counting the `=` outside quotes. End tags, comments, CDATA sections and
/// processing instructions hold no attributes.
package struct XMLAttributeGuard {
    package static let maxAttributes = 256
    /// A stretch from a `<` to the next that may hold a tag with more than `maxAttributes` attributes.
    package static let window = 5 * maxAttributes

    /// Whether a tag is being read (it went on past the last chunk), and where it stands: after its
    /// `<` (1), in its name and attributes (2); the quote open (0: none), the attributes so far.
    private var inTag = false
    /// After `check`: where a tag that goes on past the chunk starts in it, when it starts in it.
    package private(set) var openTagStart: Int?
    /// After `check` returned a stop: whether the tag started in an earlier chunk (the stop is then 0).
    package private(set) var startedEarlier = false
    private var phase = 0
    private var quote: UInt8 = 0
    private var attributes = 0

    package init() {}

    /// Looks at the next chunk of the document; returns where libxml2 must stop reading it (the start of
    /// a tag with too many attributes, or 0 when it started in an earlier chunk), or nil when all is well.
    package mutating func check(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        let n = bytes.count
        var i = 0
        openTagStart = nil
        startedEarlier = false
        if inTag {
            guard let end = scanTag(bytes, from: 0) else { return nil }
            if end < 0 {
                startedEarlier = true
                return 0
            }
            i = end
        }
        while i < n, let hit = memchr(base + i, 0x3C, n - i) {
            // From this `<`, every next one within `window` bytes; the tag of a longer stretch (or of one
            // running past the chunk, which is not known yet) is read.
            var last = UnsafeRawPointer(hit) - UnsafeRawPointer(base)
            while last + XMLAttributeGuard.window < n, let next = XMLAttributeGuard.lastOpen(base, after: last) { last = next }
            phase = 0
            quote = 0
            attributes = 0
            guard let end = scanTag(bytes, from: last) else {
                inTag = true
                openTagStart = last
                return nil
            }
            if end < 0 { return last }
            i = end
        }
        inTag = false
        return nil
    }

    /// The last `<` within `window` bytes after offset `last` (looked for from the far end: in markup, a
    /// few bytes back), nil when there is none.
    @inline(__always)
    private static func lastOpen(_ base: UnsafePointer<UInt8>, after last: Int) -> Int? {
        var i = last + window
        while i > last {
            if base[i] == 0x3C { return i }
            i -= 1
        }
        return nil
    }

    /// Reads the tag on from `bytes[from]`: the offset after its end (or of a `<` that cuts it), -1 when
    /// it has too many attributes, nil when it goes on past these bytes.
    private mutating func scanTag(_ bytes: UnsafeBufferPointer<UInt8>, from: Int) -> Int? {
        var i = from
        let n = bytes.count
        while i < n {
            let b = bytes[i]
            i += 1
            switch phase {
            case 0:
                phase = 1  // the `<`
            case 1:
                if b == 0x2F || b == 0x21 || b == 0x3F { return i }  // </a>, <!-- -->, <![CDATA[ ]]>, <?pi?>: no attributes
                phase = 2
                fallthrough
            default:
                if quote != 0 {
                    if b == quote { quote = 0 } else if b == 0x3C { return i - 1 }
                } else if b == 0x22 || b == 0x27 {
                    quote = b
                } else if b == 0x3D {
                    attributes += 1
                    if attributes > XMLAttributeGuard.maxAttributes { return -1 }
                } else if b == 0x3E {
                    return i
                } else if b == 0x3C {
                    return i - 1
                }
            }
        }
        return nil
    }
}
