import Testing
@testable import InterfaceBuilder

/// `AttrKey.names` spells out every key's attribute name (reflection was costly): it must stay in step with the cases.
struct AttrKeyNamesTests {
    @Test func everyKeysSpeltOutNameIsItsCaseName() {
        // Given every key after `none`
        var raw: UInt8 = 1
        while let key = AttrKey(rawValue: raw) {
            // When its spelt-out name is looked up
            let name = AttrKey.names[Int(raw)]
            // Then it is the case's name (`base64-UTF8` is written with a dash)
            let expected = key == .base64UTF8 ? "base64-UTF8" : String(describing: key)
            #expect(name == expected, "raw value \(raw)")
            #expect(AttrKey.table[name] == key)
            raw += 1
        }
        // And there is one name per key, no more
        #expect(AttrKey.names.count == Int(raw))
    }
}
