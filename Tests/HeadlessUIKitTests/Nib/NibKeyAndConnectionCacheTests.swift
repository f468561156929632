import Foundation
import Testing
@testable import HeadlessUIKit

/// A label that reads one archived key by a literal and by a name built at run time.
final class NibKeyProbeLabel: UILabel {
    var literal: Bool?
    var builtAtRunTime: Bool?
    var unknownBuiltAtRunTime: Bool?

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        literal = coder.decodeBool(forKey: "UIViewDoesNotTranslateAutoresizingMaskIntoConstraints")
        let parts = ["UIViewDoesNotTranslate", "AutoresizingMask", "IntoConstraints"]
        builtAtRunTime = coder.decodeBool(forKey: parts.joined())   // a native string: found by content
        unknownBuiltAtRunTime = coder.containsValue(forKey: parts.reversed().joined())
    }

    override init(frame: CGRect) { super.init(frame: frame) }
}

/// Another File's Owner of the profile xib, with the same outlets declared in another order (other field offsets).
final class NibProfileOtherOwner: UIViewController {
    var padding = (0, 0, 0)
    @OutletCollection var fields: [UITextField]
    @Outlet var saveButton: UIButton!
    @Outlet var nameLabel: UILabel!
    func save(_ sender: Any?) {}
    override class var actionMethods: ActionMethods {
        super.actionMethods.adding(["save:": .init(NibProfileOtherOwner.save)])
    }
}

/// Another class registered for the label's custom class name between instantiations.
final class NibBadgeLabelReplacement: UILabel {}

/// Issue 14's caches in nib instantiation: archive keys found by id, connections remembered per class.
@MainActor
struct NibKeyAndConnectionCacheTests {
    @Test("A key built at run time finds the same value as the literal, and an unknown one finds nothing")
    func keysBuiltAtRunTime() throws {
        // Given the profile xib with its label's class replaced by a probe
        let text = ProfileXib.text.replacingOccurrences(of: #"customClass="NibBadgeLabel""#, with: #"customClass="NibKeyProbeLabel""#)
        let files = try FixtureBundle(["NibKeys.xib": text])

        // When it is instantiated twice (the second time from the nib's kept tables)
        let owner = NibProfileController()
        _ = UINib(nibName: "NibKeys", bundle: files.bundle).instantiate(withOwner: owner)
        let again = NibProfileController()
        _ = UINib(nibName: "NibKeys", bundle: files.bundle).instantiate(withOwner: again)

        // Then both reads agree with the archive each time
        for controller in [owner, again] {
            let probe = try #require(controller.nameLabel as? NibKeyProbeLabel)
            #expect(probe.literal == true)
            #expect(probe.builtAtRunTime == true)
            #expect(probe.unknownBuiltAtRunTime == false)
        }
    }

    @Test("A remembered connection is not reused for an owner of another class or a value of another class")
    func connectionsPerClass() throws {
        // Given one nib loaded alternately by two owner classes whose outlets sit at other offsets
        let files = try FixtureBundle(["NibCache.xib": ProfileXib.text])
        let nib = UINib(nibName: "NibCache", bundle: files.bundle)
        let first = NibProfileController()
        let other = NibProfileOtherOwner()
        let third = NibProfileController()

        // When each loads it, and then the label's class is replaced for a fourth load
        _ = nib.instantiate(withOwner: first)
        _ = nib.instantiate(withOwner: other)
        _ = nib.instantiate(withOwner: third)
        NibLoading.register(NibBadgeLabelReplacement.self, as: "NibBadgeLabel")
        NibLoading.register(NibBadgeLabelReplacement.self, as: "HeadlessUIKitTests.NibBadgeLabel")
        defer { NibLoading.unregister(NibBadgeLabelReplacement.self) }
        let fourth = NibProfileController()
        _ = UINib(nibName: "NibCache", bundle: files.bundle).instantiate(withOwner: fourth)

        // Then every owner's outlets are its own views, of the classes made
        for (label, button, fields, root) in [(first.nameLabel, first.saveButton, first.fields, first.view),
                                              (other.nameLabel, other.saveButton, other.fields, other.view),
                                              (third.nameLabel, third.saveButton, third.fields, third.view),
                                              (fourth.nameLabel, fourth.saveButton, fourth.fields, fourth.view)] {
            #expect(label?.superview === root)
            #expect(button?.superview === root)
            #expect(fields.map(\.placeholder) == ["First", "Last"])
            #expect(fields.allSatisfy { $0.superview === root })
        }
        #expect(first.nameLabel is NibBadgeLabel)
        #expect(other.nameLabel is NibBadgeLabel)
        #expect(fourth.nameLabel is NibBadgeLabelReplacement)
        #expect(first.nameLabel !== third.nameLabel)
    }
}
