/// The innermost open elements: `[0]` is the current one, `[1]` its parent, up to `[5]`.
package struct CamtAncestry {
    private let tags: (CamtTag, CamtTag, CamtTag, CamtTag, CamtTag, CamtTag)

    package init(_ path: [CamtTag]) {
        let n = path.count
        func at(_ k: Int) -> CamtTag { n - 1 - k >= 0 ? path[n - 1 - k] : .other }
        tags = (at(0), at(1), at(2), at(3), at(4), at(5))
    }

    package subscript(_ k: Int) -> CamtTag {
        switch k {
        case 0: return tags.0
        case 1: return tags.1
        case 2: return tags.2
        case 3: return tags.3
        case 4: return tags.4
        default: return tags.5
        }
    }
}
