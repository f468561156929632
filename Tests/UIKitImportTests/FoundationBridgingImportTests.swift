import Testing
import UIKit

// Written as for iOS: `import UIKit` only. Literals without annotations take UIKit's types
// (`_ColorLiteralType`, `_ImageLiteralType`), which only a file that imports UIKit sees.

/// A model as Apple's FoodTracker writes it.
final class PhotoNote: NSObject, NSSecureCoding {
    static var supportsSecureCoding: Bool { true }
    let title: String
    let photo: UIImage?
    let tint: UIColor

    init(title: String, photo: UIImage?, tint: UIColor) {
        self.title = title; self.photo = photo; self.tint = tint
    }

    func encode(with coder: NSCoder) {
        coder.encode(title, forKey: "title")
        coder.encode(photo, forKey: "photo")
        coder.encode(tint, forKey: "tint")
    }

    init?(coder: NSCoder) {
        guard let title = coder.decodeObject(of: NSString.self, forKey: "title") as String? else { return nil }
        self.title = title
        photo = coder.decodeObject(of: UIImage.self, forKey: "photo")
        tint = coder.decodeObject(of: UIColor.self, forKey: "tint") ?? .black
    }
}

@MainActor
struct FoundationBridgingImportTests {
    @Test("`let c = #colorLiteral(…)` with no annotation is a UIColor under `import UIKit`")
    func colorLiteralWithoutAnnotation() {
        // Given a colour literal as Xcode's colour picker writes it
        let c = #colorLiteral(red: 0.9254902005, green: 0.2352941185, blue: 0.1019607857, alpha: 1)

        // Then it is a UIColor a view takes
        let view = UIView()
        view.backgroundColor = c
        #expect(type(of: c) == UIColor.self)
        #expect(view.backgroundColor == c)
        #expect(c.alpha == 1)
    }

    @Test("A model with an image and a colour round-trips through archivedData(withRootObject:requiringSecureCoding:)")
    func secureArchiveRoundTrip() throws {
        // Given a note with a photo and a literal tint
        let note = PhotoNote(title: "Lunch", photo: UIImage(size: CGSize(width: 64, height: 48), scale: 2, name: "lunch"),
                             tint: #colorLiteral(red: 0, green: 0.5, blue: 1, alpha: 1))

        // When it is archived with secure coding and read back
        let data = try NSKeyedArchiver.archivedData(withRootObject: note, requiringSecureCoding: true)
        let copy = try #require(try NSKeyedUnarchiver.unarchivedObject(ofClass: PhotoNote.self, from: data))

        // Then the title, photo and tint survive
        #expect(copy.title == "Lunch")
        #expect(copy.photo?.size == CGSize(width: 64, height: 48))
        #expect(copy.photo?.name == "lunch")
        #expect(copy.tint == note.tint)
    }

    @Test("A scroll view's offset is observed with observe(\\.contentOffset, options:) as on iOS")
    func observeUnderImportUIKit() {
        // Given a scroll view observed with Foundation's options
        let scrollView = UIScrollView()
        var offsets: [CGFloat] = []
        var observation: NSKeyValueObservation? = scrollView.observe(\.contentOffset, options: [.new]) { _, change in
            offsets.append(change.newValue?.y ?? -1)
        }

        // When it scrolls, then the observation is dropped and it scrolls again
        scrollView.contentOffset.y = 120
        observation = nil
        scrollView.contentOffset.y = 240

        // Then only the first scroll was reported
        #expect(offsets == [120])
        #expect(observation == nil)
    }
}
