import SwiftNetWire

// ARP (RFC 826) and reverse/inverse ARP as tcpdump's arp_print prints them; ATM ARP has a
// header of its own (ATMARPPrinter.swift).

/// ARP hardware type numbers the printer tests (IANA "Hardware Types"). Not Wire's ARPHardwareType:
/// a plain literal in this module, so the comparison folds.
enum ARPHardwareNumber {
    /// Hardware type 15: the hardware addresses are Q.922 addresses (RFC 2390).
    static let frameRelay: UInt16 = 15
}

extension Dissection {
    mutating func arp(at offset: Int, length: Int) throws(Truncated) {
        proto = "arp"
        layer(ARPFields.arp)
        try check(ARPField.fixedLength, at: offset)
        let hardware = try u16(offset + ARPField.hardwareType)
        if hardware == ATMARPField.hardwareType {
            try atmARP(at: offset, length: length)
            return
        }
        let protocolType = try u16(offset + ARPField.protocolType)
        let hardwareLength = Int(try u8(offset + ARPField.hardwareLength))
        let protocolLength = Int(try u8(offset + ARPField.protocolLength))
        let operation = try u16(offset + ARPField.operation)
        let senderHardware = offset + ARPField.senderHardwareAddress
        let senderProtocol = senderHardware + hardwareLength
        let targetHardware = senderProtocol + protocolLength
        let targetProtocol = targetHardware + hardwareLength
        if Sink.collectsFields {
            report(ARPFields.hardwareType, hardware)
            report(ARPFields.protocolType, protocolType)
            report(ARPFields.operation, operation)
            if let name = Self.arpOperationName(operation) { report(ARPFields.operationName, label: name) }
            // Each address as far as captured; the check below then marks the layer cut short.
            report(ARPFields.senderHardware, bytesAt: senderHardware, count: hardwareLength)
            report(ARPFields.senderProtocol, bytesAt: senderProtocol, count: protocolLength)
            report(ARPFields.targetHardware, bytesAt: targetHardware, count: hardwareLength)
            report(ARPFields.targetProtocol, bytesAt: targetProtocol, count: protocolLength)
            if hardware == ARPHardwareNumber.frameRelay {
                reportDLCI(ARPFields.senderDLCI, at: senderHardware, count: hardwareLength)
                reportDLCI(ARPFields.targetDLCI, at: targetHardware, count: hardwareLength)
            }
        }
        try check(protocolLength, at: targetProtocol)
        if !options.linkHeader { put("ARP, ") }
        let isIP = protocolType == 0x0800 || protocolType == 0x1000
        if !isIP || protocolLength != 4 || hardwareLength == 0 || verbose > 0 {
            if let name = ProtocolNames.arpHardware(hardware) {
                put(name)
            } else {
                put("Unknown Hardware ("); put(decimal: hardware); put(")")
            }
            put(" (len "); put(decimal: hardwareLength); put("), ")
            if let name = ProtocolNames.etherType(protocolType) {
                put(name)
            } else {
                put("Unknown Protocol (0x"); put(hex: protocolType, digits: 4); put(")")
            }
            put(" (len "); put(decimal: protocolLength); put(")")
            if verbose == 0 {
                put(", length "); put(decimal: length)
                return
            }
        }
        if verbose > 0 { put(", ") }
        if let name = ProtocolNames.arpOperation(operation) {
            put(name)
        } else {
            put("Unknown ("); put(decimal: operation); put(")")
        }
        put(" ")
        func protocolAddress(_ d: inout Dissection, at index: Int) throws(Truncated) {
            if !isIP {
                d.put("<wrong proto type>")
            } else if protocolLength != 4 {
                d.put("<wrong len>")
            } else {
                try d.putIPv4(at: index)
            }
        }
        switch operation {
        case 1:
            put("who-has ")
            try protocolAddress(&self, at: targetProtocol)
            if try isNonZero(at: targetHardware, count: hardwareLength) {
                put(" (")
                try putLinkAddress(at: targetHardware, count: hardwareLength, hardware: hardware)
                put(")")
            }
            put(" tell ")
            try protocolAddress(&self, at: senderProtocol)
        case 2:
            try protocolAddress(&self, at: senderProtocol)
            put(" is-at ")
            try putLinkAddress(at: senderHardware, count: hardwareLength, hardware: hardware)
        case 3:
            put("who-is ")
            try putLinkAddress(at: targetHardware, count: hardwareLength, hardware: hardware)
            put(" tell ")
            try putLinkAddress(at: senderHardware, count: hardwareLength, hardware: hardware)
        case 4:
            try putLinkAddress(at: targetHardware, count: hardwareLength, hardware: hardware)
            put(" at ")
            try protocolAddress(&self, at: targetProtocol)
        case 8:
            put("who-is ")
            try putLinkAddress(at: targetHardware, count: hardwareLength, hardware: hardware)
            put(" tell ")
            try putLinkAddress(at: senderHardware, count: hardwareLength, hardware: hardware)
        case 9:
            try putLinkAddress(at: senderHardware, count: hardwareLength, hardware: hardware)
            put(" at ")
            try protocolAddress(&self, at: senderProtocol)
        default:
            putDefaultDump(from: offset, count: available(from: offset))
            return
        }
        put(", length "); put(decimal: length)
    }

    /// The JSON `operation_name` (RFC 826, RFC 903, RFC 2390, RFC 1577's NAK).
    static func arpOperationName(_ operation: UInt16) -> StaticString? {
        switch operation {
        case 1: "request"
        case 2: "reply"
        case 3: "reverse-request"
        case 4: "reverse-reply"
        case 8: "inverse-request"
        case 9: "inverse-reply"
        case 10: "nak"
        default: nil
        }
    }

    private func isNonZero(at offset: Int, count: Int) throws(Truncated) -> Bool {
        for index in 0..<count where try u8(offset + index) != 0 { return true }
        return false
    }

    /// A hardware address: `aa:bb:…` for 6 bytes, else its bytes in hex joined by `:`; for Frame
    /// Relay ARP the Q.922 address's DLCI.
    private mutating func putLinkAddress(at offset: Int, count: Int, hardware: UInt16) throws(Truncated) {
        if count == 0 { put("<empty>"); return }
        if hardware == ARPHardwareNumber.frameRelay {
            try putQ922Address(at: offset, count: count)
        } else {
            try putHexColonBytes(at: offset, count: count)
        }
    }

    /// JSON only: the DLCI of a captured Q.922 address, when it parses.
    private mutating func reportDLCI(_ field: FieldDescriptor, at offset: Int, count: Int) {
        guard count > 0, has(count, at: offset),
              case .valid(let dlci, _, _) = q922Address(at: offset, length: count) else { return }
        report(field, dlci)
    }

    /// tcpdump's q922_string as its linkaddr_string uses it: `DLCI n`, `<Invalid DLCI>` or
    /// `<Truncated>` (the address runs past `count`). Throws `Truncated` before printing when the
    /// `count` bytes are not captured.
    private mutating func putQ922Address(at offset: Int, count: Int) throws(Truncated) {
        try check(count, at: offset)
        switch q922Address(at: offset, length: count) {
        case .valid(let dlci, _, _): put("DLCI "); put(decimal: dlci)
        case .invalid: put("<Invalid DLCI>")
        case .truncated: put("<Truncated>")
        }
    }

    /// `count` bytes as two hex digits each joined by `:` (tcpdump's linkaddr_string for most link
    /// address types); throws `Truncated` before printing when they are not all captured.
    mutating func putHexColonBytes(at offset: Int, count: Int) throws(Truncated) {
        try check(count, at: offset)
        for index in 0..<count {
            if index > 0 { put(":") }
            put(hex: bytes[offset + index], digits: 2)
        }
    }
}
