import FuzzSupport
import StatementKitFuzzing

/// libFuzzer target `qif`: see FuzzTarget.qif.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    fuzzOne(.qif, data, size)
}

@main enum FuzzQIF {
    static func main() { fuzzMain(.qif, fuzzTestOneInput) }
}
