#if canImport(Glibc)
import Glibc
#endif
import Testing
import SwiftNetWire
@testable import SwiftNetProbe

/// `sockaddr_ll` as the kernel reads it: the bytes bind and sendto hand over.
@Suite struct LinkLayerAddressTests {
    @Test func layoutIsTheKernels() {
        #expect(MemoryLayout<LinkLayerAddress>.size == 20)
        let mac = MACAddress(0x02_11_22_33_44_55)
        let address = LinkLayerAddress(interfaceIndex: 7, etherType: 0x0806, mac: mac)
        let bytes = address.withSocketAddress { pointer, length in
            Array(UnsafeRawBufferPointer(start: UnsafeRawPointer(pointer), count: Int(length)))
        }
        let family = UInt16(AF_PACKET)
        #expect(bytes == [UInt8(family & 0xff), UInt8(family >> 8),  // sll_family, host order
                          0x08, 0x06,                                 // sll_protocol, network order
                          7, 0, 0, 0,                                 // sll_ifindex, host order
                          0, 0, 0, 6,                                 // hatype, pkttype, halen
                          0x02, 0x11, 0x22, 0x33, 0x44, 0x55, 0, 0])
    }

    @Test func withoutAMACOnlyInterfaceAndProtocol() {
        let address = LinkLayerAddress(interfaceIndex: 3, etherType: 0x0003)
        #expect(address.addressLength == 0 && address.protocolNumber == UInt16(0x0003).bigEndian)
        #expect(address.interfaceIndex == 3 && address.family == UInt16(AF_PACKET))
    }
}
