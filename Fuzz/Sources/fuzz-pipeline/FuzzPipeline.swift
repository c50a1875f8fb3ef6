import FuzzSupport
import StatementKitFuzzing

/// libFuzzer target `pipeline`: see FuzzTarget.pipeline.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    fuzzOne(.pipeline, data, size)
}

@main enum FuzzPipeline {
    static func main() { fuzzMain(.pipeline, fuzzTestOneInput) }
}
