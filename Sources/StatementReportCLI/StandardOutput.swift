#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Writes text to standard output as bytes.
func writeStandardOutput(_ text: String) { writeAll(text, to: 1) }

/// Writes bytes to standard output.
func writeStandardOutput(_ bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { writeAll($0, to: 1) }
}

/// Writes text to standard error as bytes.
func writeStandardError(_ text: String) { writeAll(text, to: 2) }

private func writeAll(_ text: String, to fd: Int32) {
    var text = text
    text.withUTF8 { writeAll($0, to: fd) }
}

private func writeAll(_ buffer: UnsafeBufferPointer<UInt8>, to fd: Int32) {
    guard let base = buffer.baseAddress else { return }
    var done = 0
    while done < buffer.count {
        let n = write(fd, base + done, buffer.count - done)
        if n < 0 {
            if errno == EINTR { continue }
            return  // a closed pipe: nothing more can be said
        }
        done += n
    }
}

/// Ends the process with `code` (a free function: inside a command, `exit` names ArgumentParser's).
func terminate(_ code: Int32) -> Never { exit(code) }
