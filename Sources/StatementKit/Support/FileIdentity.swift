#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What makes two paths the same file, whatever their spelling (`x.csv`, `./x.csv`, a hard link,
/// a symbolic link): the device and the inode `stat` gives.
public struct FileIdentity: Hashable, Sendable {
    public let device: UInt64
    public let inode: UInt64
    /// Whether it is a regular file (not a device, a FIFO or a socket).
    public let isRegularFile: Bool

    public static func == (a: FileIdentity, b: FileIdentity) -> Bool { a.device == b.device && a.inode == b.inode }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(device)
        hasher.combine(inode)
    }

    init(_ st: stat) {
        device = UInt64(st.st_dev)
        inode = UInt64(st.st_ino)
        isRegularFile = (st.st_mode & S_IFMT) == S_IFREG
    }

    /// The file `path` leads to (symbolic links followed), or nil when there is none yet.
    public init?(path: String) {
        var st = stat()
        guard stat(path, &st) == 0 else { return nil }
        self.init(st)
    }

    /// The file an open descriptor holds (`0` for standard input), or nil when it is closed.
    public init?(descriptor: Int32) {
        var st = stat()
        guard fstat(descriptor, &st) == 0 else { return nil }
        self.init(st)
    }

    /// The first output that is the same regular file as an input, with that input: writing it
    /// would destroy what is about to be read. Outputs that do not exist yet match nothing; `-` is
    /// standard input among the inputs and standard output among the outputs. Devices, FIFOs and
    /// terminals are left alone: reading and writing the same terminal destroys nothing.
    public static func clash(outputs: [String], inputs: [String]) -> (output: String, input: String)? {
        Inputs(inputs).clash(outputs: outputs)
    }

    /// The identities of a run's inputs, found once (a batch of a thousand reports checks its
    /// outputs against them a thousand times: one `stat` per output, not one per input).
    public struct Inputs: Sendable {
        private var known: [FileIdentity: String] = [:]

        public init(_ inputs: [String]) {
            for input in inputs {
                let identity = input == "-" ? FileIdentity(descriptor: 0) : FileIdentity(path: input)
                if let identity, identity.isRegularFile, known[identity] == nil { known[identity] = input }
            }
        }

        /// The first of `outputs` that is one of the inputs, with that input (see `clash`).
        public func clash(outputs: [String]) -> (output: String, input: String)? {
            guard !known.isEmpty else { return nil }
            for output in outputs {
                let identity = output == "-" ? FileIdentity(descriptor: 1) : FileIdentity(path: output)
                if let identity, let input = known[identity] { return (output, input) }
            }
            return nil
        }
    }
}
