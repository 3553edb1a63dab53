import SwiftNetPcap

// SwiftNetPcap's writers already have the sink's shape (write from borrowed bytes, size, flush,
// close); these conformances let `RotatingCaptureWriter` drive them.
extension PcapWriter: CaptureFileSink {}
extension PcapNGWriter: CaptureFileSink {}
