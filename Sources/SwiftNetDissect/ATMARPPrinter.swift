// ATM ARP (RFC 2225) as tcpdump's atmarp_print prints it: ARP with hardware type 19, whose fixed
// header carries a type/length byte for each side's ATM number and subaddress and a length for each
// protocol address, so the addresses that follow are sized one by one.

/// Offsets and values of the 12-byte ATM ARP header (RFC 2225 8.7).
enum ATMARPField {
    static let hardwareType: UInt16 = 19
    static let headerLength = 12
    static let senderNumberLength = 4, senderSubaddressLength = 5, operation = 6, senderProtocolLength = 8
    static let targetNumberLength = 9, targetSubaddressLength = 10, targetProtocolLength = 11
    /// A type/length byte: the low six bits are the length; 0x40 marks an E.164 number.
    static let lengthMask: UInt8 = 0x3f
}

extension Dissection {
    /// Called by `arp` once the hardware type says ATM. Throws `Truncated` before printing anything
    /// when the header or any address is not all captured, as tcpdump checks them all first.
    mutating func atmARP(at offset: Int, length: Int) throws(Truncated) {
        try check(ATMARPField.headerLength, at: offset)
        let protocolType = try u16(offset + 2)
        let operation = try u16(offset + ATMARPField.operation)
        let senderNumberLength = Int(try u8(offset + ATMARPField.senderNumberLength) & ATMARPField.lengthMask)
        let senderSubaddressLength = Int(try u8(offset + ATMARPField.senderSubaddressLength) & ATMARPField.lengthMask)
        let senderProtocolLength = Int(try u8(offset + ATMARPField.senderProtocolLength))
        let targetNumberLength = Int(try u8(offset + ATMARPField.targetNumberLength) & ATMARPField.lengthMask)
        let targetSubaddressLength = Int(try u8(offset + ATMARPField.targetSubaddressLength) & ATMARPField.lengthMask)
        let targetProtocolLength = Int(try u8(offset + ATMARPField.targetProtocolLength))
        let senderNumber = offset + ATMARPField.headerLength
        let senderSubaddress = senderNumber + senderNumberLength
        let senderProtocol = senderSubaddress + senderSubaddressLength
        let targetNumber = senderProtocol + senderProtocolLength
        let targetSubaddress = targetNumber + targetNumberLength
        let targetProtocol = targetSubaddress + targetSubaddressLength
        if Sink.collectsFields {
            report(ARPFields.hardwareType, ATMARPField.hardwareType)
            report(ARPFields.protocolType, protocolType)
            report(ARPFields.operation, operation)
            if let name = Self.arpOperationName(operation) { report(ARPFields.operationName, label: name) }
            // Each address as far as captured, and only where the header gives it a length.
            func address(_ d: inout Dissection, _ field: FieldDescriptor, _ start: Int, _ count: Int) {
                if count > 0 { d.report(field, bytesAt: start, count: count) }
            }
            address(&self, ARPFields.senderATMNumber, senderNumber, senderNumberLength)
            address(&self, ARPFields.senderATMSubaddress, senderSubaddress, senderSubaddressLength)
            address(&self, ARPFields.senderProtocol, senderProtocol, senderProtocolLength)
            address(&self, ARPFields.targetATMNumber, targetNumber, targetNumberLength)
            address(&self, ARPFields.targetATMSubaddress, targetSubaddress, targetSubaddressLength)
            address(&self, ARPFields.targetProtocol, targetProtocol, targetProtocolLength)
        }
        try check(targetProtocolLength, at: targetProtocol)
        if !options.linkHeader { put("ARP, ") }
        let isIP = protocolType == 0x0800 || protocolType == 0x1000
        if !isIP || senderProtocolLength != 4 || targetProtocolLength != 4 || verbose > 0 {
            put("ATM, ")
            if let name = ProtocolNames.etherType(protocolType) {
                put(name)
            } else {
                put("Unknown Protocol (0x"); put(hex: protocolType, digits: 4); put(")")
            }
            put(" (len "); put(decimal: senderProtocolLength); put("/"); put(decimal: targetProtocolLength); put(")")
            if verbose == 0 {
                put(", length "); put(decimal: length)
                return
            }
            put(", ")
        }
        if let name = ProtocolNames.arpOperation(operation) {
            put(name)
        } else {
            put("Unknown ("); put(decimal: operation); put(")")
        }
        put(" ")
        func protocolAddress(_ d: inout Dissection, at index: Int, length: Int, wrong: StaticString) throws(Truncated) {
            if !isIP {
                d.put("<wrong proto type>")
            } else if length != 4 {
                d.put(wrong)
            } else {
                try d.putIPv4(at: index)
            }
        }
        switch operation {
        case 1:
            put("who-has ")
            try protocolAddress(&self, at: targetProtocol, length: targetProtocolLength, wrong: "<wrong tplen>")
            if targetNumberLength != 0 {
                put(" (")
                try putATMAddress(number: targetNumber, targetNumberLength, subaddress: targetSubaddress,
                                  targetSubaddressLength)
                put(")")
            }
            put(" tell ")
            try protocolAddress(&self, at: senderProtocol, length: senderProtocolLength, wrong: "<wrong splen>")
        case 2:
            try protocolAddress(&self, at: senderProtocol, length: senderProtocolLength, wrong: "<wrong splen>")
            put(" is-at ")
            try putATMAddress(number: senderNumber, senderNumberLength, subaddress: senderSubaddress,
                              senderSubaddressLength)
        case 8:
            put("who-is ")
            try putATMAddress(number: targetNumber, targetNumberLength, subaddress: targetSubaddress,
                              targetSubaddressLength)
            put(" tell ")
            try putATMAddress(number: senderNumber, senderNumberLength, subaddress: senderSubaddress,
                              senderSubaddressLength)
        case 9:
            // tcpdump prints no space before "at" here (unlike plain ARP's inverse reply).
            try putATMAddress(number: senderNumber, senderNumberLength, subaddress: senderSubaddress,
                              senderSubaddressLength)
            put("at ")
            try protocolAddress(&self, at: senderProtocol, length: senderProtocolLength, wrong: "<wrong splen>")
        case 10:
            put("for ")
            try protocolAddress(&self, at: senderProtocol, length: senderProtocolLength, wrong: "<wrong splen>")
        default:
            putDefaultDump(from: offset, count: available(from: offset))
            return
        }
        put(", length "); put(decimal: length)
    }

    /// An ATM number and, when present, `,subaddress`: each as hex bytes joined by `:`;
    /// `<No address>` for an empty number.
    private mutating func putATMAddress(number: Int, _ numberLength: Int, subaddress: Int,
                                        _ subaddressLength: Int) throws(Truncated) {
        guard numberLength != 0 else { put("<No address>"); return }
        try putHexColonBytes(at: number, count: numberLength)
        if subaddressLength != 0 {
            put(",")
            try putHexColonBytes(at: subaddress, count: subaddressLength)
        }
    }
}
