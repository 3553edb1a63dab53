// Fields of ATA over Ethernet (EtherType 0x88a2), version 1.

enum AoEFields: ProtocolFields {
    static let aoe = FieldDescriptor.layer("aoe", "aoe", "ATA over Ethernet")
    static let version = FieldDescriptor("version", "aoe.version", .unsigned, "version (high nibble of the first byte)")
    static let flags = FieldDescriptor("flags", "aoe.flags", .hex(digits: 2), "flags (0x8 response, 0x4 error)")
    static let error = FieldDescriptor("error", "aoe.error", .unsigned, "error code (with the error flag)")
    static let major = FieldDescriptor("major", "aoe.major", .hex(digits: 4), "shelf (major address)")
    static let minor = FieldDescriptor("minor", "aoe.minor", .hex(digits: 2), "slot (minor address)")
    static let command = FieldDescriptor("command", "aoe.command", .unsigned,
                                         "command (0 issue ATA, 1 query config, 2 MAC mask list, 3 reserve/release)")
    static let tag = FieldDescriptor("tag", "aoe.tag", .hex(digits: 8), "tag")
    static let ataFlags = FieldDescriptor("ata_flags", "aoe.ata.aflags", .hex(digits: 2), "ATA AFlags (0x40 ext48, 0x10 device, 0x02 async, 0x01 write)")
    static let errorFeature = FieldDescriptor("err_feature", "aoe.ata.err_feature", .unsigned, "ATA error/feature register")
    static let sectorCount = FieldDescriptor("sector_count", "aoe.sector_count", .unsigned, "sector count")
    static let commandStatus = FieldDescriptor("cmd_status", "aoe.ata.cmd_status", .unsigned, "ATA command/status register")
    static let lba = FieldDescriptor("lba", "aoe.ata.lba", .unsigned, "logical block address (lba0 lowest byte)")
    static let dataLength = FieldDescriptor("data_length", "aoe.ata.data_length", .unsigned, "bytes of ATA data after the arguments")
    static let bufferCount = FieldDescriptor("buffer_count", "aoe.config.buffer_count", .unsigned, "buffer count")
    static let firmwareVersion = FieldDescriptor("firmware_version", "aoe.config.firmware", .unsigned, "firmware version")
    static let aoeVersion = FieldDescriptor("aoe_version", "aoe.config.aoe", .unsigned, "AoE version the target speaks")
    static let configCommand = FieldDescriptor("config_command", "aoe.config.ccmd", .unsigned, "config command (0 read ... 4 force set)")
    static let configString = FieldDescriptor("config_string", "aoe.config.string", .bytes, "config string")
    static let maskCommand = FieldDescriptor("mask_command", "aoe.mask.mcmd", .unsigned, "MAC mask command (0 read, 1 edit)")
    static let maskError = FieldDescriptor("mask_error", "aoe.mask.merror", .unsigned, "MAC mask error")
    static let directives = FieldDescriptor("directives", "aoe.mask.directives", .list, "MAC mask directives")
    static let directiveCommand = FieldDescriptor("command", "aoe.mask.dcmd", .unsigned, "directive (1 add, 2 delete)")
    static let address = FieldDescriptor("address", "aoe.mac", .mac, "an Ethernet address")
    static let reserveCommand = FieldDescriptor("reserve_command", "aoe.reserve.rcmd", .unsigned, "reserve command (0 read, 1 set, 2 force set)")
    static let addresses = FieldDescriptor("addresses", "aoe.reserve.addresses", .list, "reserve list addresses")

    static var all: [FieldDescriptor] {
        [aoe, version, flags, error, major, minor, command, tag, ataFlags, errorFeature, sectorCount, commandStatus, lba,
         dataLength, bufferCount, firmwareVersion, aoeVersion, configCommand, configString, maskCommand, maskError,
         directives, directiveCommand, address, reserveCommand, addresses]
    }
}
