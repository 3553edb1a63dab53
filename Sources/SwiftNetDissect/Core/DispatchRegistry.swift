// Which dissector a payload goes to, in tcpdump 4.99's precedence: one place for the tables of
// link types, EtherTypes, IP protocols and TCP/UDP ports. Dissectors ask here and never test
// numbers of other protocols themselves.

/// Dispatch tables.
///
/// Failure contract: pure functions of their arguments; nothing here can fail.
enum DispatchRegistry {
}
