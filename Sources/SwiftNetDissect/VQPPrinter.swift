import SwiftNetWire

// VQP (Cisco VLAN Query Protocol, UDP 1589) as tcpdump's vqp_print prints it: an 8-byte header
// (version, message type, error code, object count, sequence) and, with -v, the objects as
// 32-bit type / 16-bit length / value.

/// Object types tcpdump names (the 0x0c00 block Cisco uses for VMPS).
enum VQPObject {
    static let clientAddress: UInt32 = 0x0c01
    static let portName: UInt32 = 0x0c02
    static let vlanName: UInt32 = 0x0c03
    static let vtpDomain: UInt32 = 0x0c04
    static let ethernetPacket: UInt32 = 0x0c05
    static let macNull: UInt32 = 0x0c06
    static let macAddress: UInt32 = 0x0c08

    static func name(_ type: UInt32) -> StaticString {
        switch type {
        case clientAddress: "Client IP Address"
        case portName: "Port Name"
        case vlanName: "VLAN Name"
        case vtpDomain: "VTP Domain"
        case ethernetPacket: "Ethernet Packet"
        case macNull: "MAC Null"
        case macAddress: "MAC Address"
        default: "Unknown"
        }
    }
}

extension Dissection {
    mutating func vqp(at offset: Int, length: Int) throws(Truncated) {
        proto = "vqp"
        layer(VQPFields.vqp)
        try check(8, at: offset)
        report(VQPFields.version, u8At: offset)
        report(VQPFields.type, u8At: offset + 1)
        report(VQPFields.errorCode, u8At: offset + 2)
        report(VQPFields.itemCount, u8At: offset + 3)
        report(VQPFields.sequence, u32At: offset + 4)
        guard length >= 8 else { return putInvalid(reason: "shorter than the 8-byte VQP header") }
        let version = try u8(offset)
        guard version == 1 else {
            put("VQP version "); put(decimal: version); put(" packet not supported")
            return
        }
        let type = try u8(offset + 1)
        let error = try u8(offset + 2)
        if verbose < 1 {
            put("VQPv1 "); putVQPMessageType(type); put(" Message, error-code "); putVQPError(error)
            put(", length "); put(decimal: length)
            return
        }
        var items = try u8(offset + 3)
        put("\n\tVQPv1, "); putVQPMessageType(type); put(" Message, error-code "); putVQPError(error)
        put(", seq 0x"); put(hex: try u32(offset + 4), digits: 8)
        put(", items "); put(decimal: items); put(", length "); put(decimal: length)
        var cursor = offset + 8
        var left = length - 8
        beginList(VQPFields.objects)
        defer { endList() }
        while items != 0 && left != 0 {
            try check(6, at: cursor)
            guard left >= 6 else { return putInvalid(reason: "object header past the datagram") }
            let objectType = try u32(cursor)
            let size = Int(try u16(cursor + 4))
            beginItem()
            defer { endItem() }
            report(VQPFields.objectType, objectType)
            report(VQPFields.objectLength, size)
            cursor += 6
            left -= 6
            put("\n\t  "); put(VQPObject.name(objectType)); put(" Object (0x"); put(hex: objectType, digits: 8)
            put("), length "); put(decimal: size); put(", value: ")
            // tcpdump stops the walk here without a word.
            if objectType == 0 || size == 0 { return }
            try check(size, at: cursor)
            guard size <= left else { return putInvalid(reason: "object past the datagram") }
            switch objectType {
            case VQPObject.clientAddress:
                guard size == 4 else { return putInvalid(reason: "client address not 4 bytes") }
                report(VQPFields.clientAddress, bytesAt: cursor, count: 4)
                try putIPv4(at: cursor); put(" (0x"); put(hex: try u32(cursor), digits: 8); put(")")
            case VQPObject.portName, VQPObject.vlanName, VQPObject.vtpDomain, VQPObject.ethernetPacket:
                let printed = try putPrintableUpToNUL(at: cursor, count: size)
                report(VQPFields.text, bytesAt: cursor, count: printed)
            case VQPObject.macAddress, VQPObject.macNull:
                guard size == 6 else { return putInvalid(reason: "MAC address not 6 bytes") }
                report(VQPFields.mac, bytesAt: cursor, count: 6)
                try putMAC(at: cursor)
            default:
                report(VQPFields.data, bytesAt: cursor, count: size)
                if verbose <= 1 { putHex(from: cursor, to: cursor + size, prefix: "\n\t    ") }
            }
            cursor += size
            left -= size
            items -= 1
        }
    }

    private mutating func putVQPMessageType(_ type: UInt8) {
        switch type {
        case 1: put("Request, Join Port")
        case 2: put("Response, VLAN")
        case 3: put("Request, Reconfirm")
        case 4: put("Response, Reconfirm")
        default: put("unknown ("); put(decimal: type); put(")")
        }
    }

    /// The error code's name and its number, as tcpdump gives both.
    private mutating func putVQPError(_ error: UInt8) {
        switch error {
        case 0: put("No error")
        case 3: put("Access denied")
        case 4: put("Shutdown port")
        case 5: put("Wrong VTP domain")
        default: put("unknown")
        }
        put(" ("); put(decimal: error); put(")")
    }
}
