import StatementLocalization
import StatementModel

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why the system refused a file operation, as a message in the reader's language
/// (`strerror` speaks English only, unless the process calls `setlocale`, which a library must not).
public enum SystemError {
    /// `system.EACCES` and the like for the errors people meet with files; otherwise the system's own
    /// text with its number.
    public static func message(_ code: Int32) -> Message {
        if let name = names[code] { return Message("system." + name) }
        return Message("system.other", ["text": .text(String(cString: strerror(code))), "code": .text(String(code))])
    }

    private static let names: [Int32: String] = [
        EACCES: "EACCES", EPERM: "EPERM", ENOENT: "ENOENT", ENOTDIR: "ENOTDIR", EISDIR: "EISDIR",
        ENOSPC: "ENOSPC", EDQUOT: "EDQUOT", EROFS: "EROFS", EIO: "EIO", EMFILE: "EMFILE",
        ENAMETOOLONG: "ENAMETOOLONG", ELOOP: "ELOOP", EFBIG: "EFBIG", EBUSY: "EBUSY",
        EBADF: "EBADF", ENXIO: "ENXIO", EPIPE: "EPIPE",
    ]
}
