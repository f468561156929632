import Foundation
import Testing
@testable import HeadlessUIKit

/// A label whose `init?(coder:)` reads its keys in an order the test chooses, and keeps its coder.
final class NibTraceProbeLabel: UILabel {
    /// Whether the next one made reads its keys in reverse order.
    static var readsInReverse = false

    var text1: String?
    var doesNotTranslate: Bool?
    var hidden: Bool?
    var coder: NSCoder?

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        self.coder = coder
        if NibTraceProbeLabel.readsInReverse {
            hidden = coder.containsValue(forKey: "UIHidden")
            doesNotTranslate = coder.decodeBool(forKey: "UIViewDoesNotTranslateAutoresizingMaskIntoConstraints")
            text1 = coder.decodeObject(forKey: "UIText") as? String
        } else {
            text1 = coder.decodeObject(forKey: "UIText") as? String
            doesNotTranslate = coder.decodeBool(forKey: "UIViewDoesNotTranslateAutoresizingMaskIntoConstraints")
            hidden = coder.containsValue(forKey: "UIHidden")
        }
    }

    override init(frame: CGRect) { super.init(frame: frame) }
}

/// Issue 14's key traces: a coder's reads are compared with what the same object's coder read last time.
@MainActor
struct NibKeyTraceTests {
    private func probeNib() throws -> (FixtureBundle, UINib) {
        let text = ProfileXib.text.replacingOccurrences(of: #"customClass="NibBadgeLabel""#, with: #"customClass="NibTraceProbeLabel""#)
        let files = try FixtureBundle(["NibTrace.xib": text])
        return (files, UINib(nibName: "NibTrace", bundle: files.bundle))
    }

    @Test("An init?(coder:) that reads its keys in another order than last time still reads the archive's values")
    func readsInAnotherOrder() throws {
        // Given one nib whose label reads three keys, in one order, then in the reverse order, then as first
        let (files, nib) = try probeNib()
        var labels: [NibTraceProbeLabel] = []
        var owners: [NibProfileController] = []
        for reverse in [false, false, true, true, false] {
            NibTraceProbeLabel.readsInReverse = reverse
            let owner = NibProfileController()
            // When it is instantiated each time
            _ = nib.instantiate(withOwner: owner)
            owners.append(owner)
            labels.append(try #require(owner.nameLabel as? NibTraceProbeLabel))
        }
        NibTraceProbeLabel.readsInReverse = false

        // Then every read agrees with the archive, whatever the order of the reads before it
        for label in labels {
            #expect(label.text1 == "Ada")
            #expect(label.doesNotTranslate == true)
            #expect(label.hidden == false)
            #expect(label.text == "Ada")
            #expect(label.translatesAutoresizingMaskIntoConstraints == false)
        }
        withExtendedLifetime(files) {}
    }

    @Test("A coder read on another thread finds the same values as on the main thread")
    func readOnAnotherThread() async throws {
        // Given a label made twice from one nib (the second time its reads are the trace's)
        let (files, nib) = try probeNib()
        let first = NibProfileController()
        _ = nib.instantiate(withOwner: first)
        let owner = NibProfileController()
        _ = nib.instantiate(withOwner: owner)
        let label = try #require(owner.nameLabel as? NibTraceProbeLabel)
        nonisolated(unsafe) let coder = try #require(label.coder)

        // When its coder is read on a thread that is not the main one
        let (doesNotTranslate, hidden) = await Task.detached {
            (coder.decodeBool(forKey: "UIViewDoesNotTranslateAutoresizingMaskIntoConstraints"),
             coder.containsValue(forKey: "UIHidden"))
        }.value

        // Then it answers as the archive says
        #expect(doesNotTranslate == true)
        #expect(hidden == false)
        withExtendedLifetime(files) {}
    }

    @Test("An image view's archived image is read as its name each time, not as a string value")
    func imageIsNotAString() throws {
        // Given a nib whose image view names an image the bundle lacks
        let text = IBXML.xib("""
            <view contentMode="scaleToFill" id="root-1">
                <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                <subviews>
                    <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" image="missing-star" id="img-1">
                        <rect key="frame" x="0.0" y="0.0" width="40" height="40"/>
                    </imageView>
                </subviews>
            </view>
        """)
        let files = try FixtureBundle(["NibImage.xib": text])
        let nib = UINib(nibName: "NibImage", bundle: files.bundle)

        // When it is instantiated twice
        let views = [nib.instantiate(withOwner: nil), nib.instantiate(withOwner: nil)].compactMap { $0.first as? UIView }

        // Then each image view has an image of that name (not found in the bundle: the system symbol's
        // stand-in), the same both times
        #expect(views.count == 2)
        let images = try views.map { try #require(($0.subviews.first as? UIImageView)?.image) }
        for image in images { #expect(image.name == "missing-star") }
        #expect(images.map(\.size) == [images[0].size, images[0].size])
        withExtendedLifetime(files) {}
    }
}
