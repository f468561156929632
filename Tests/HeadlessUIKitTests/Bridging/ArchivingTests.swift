import Foundation
import Testing
@testable import HeadlessUIKit
import TestScratch

/// A model as Apple's FoodTracker writes it: an NSObject that adopts NSCoding, with an optional photo.
final class ArchivedMeal: NSObject, NSCoding {
    let name: String
    let photo: UIImage?
    let rating: Int

    init(name: String, photo: UIImage?, rating: Int) {
        self.name = name; self.photo = photo; self.rating = rating
    }

    func encode(with aCoder: NSCoder) {
        aCoder.encode(name, forKey: "name")
        aCoder.encode(photo, forKey: "photo")
        aCoder.encode(rating, forKey: "rating")
    }

    convenience init?(coder aDecoder: NSCoder) {
        guard let name = aDecoder.decodeObject(forKey: "name") as? String else { return nil }
        let photo = aDecoder.decodeObject(forKey: "photo") as? UIImage
        self.init(name: name, photo: photo, rating: aDecoder.decodeInteger(forKey: "rating"))
    }
}

/// `NSKeyedArchiver`'s file methods, deprecated since iOS 12 and still what FoodTracker calls; reached through
/// a protocol so that the tests compile without deprecation warnings.
protocol LegacyKeyedArchiving {
    static func archiveRootObject(_ rootObject: Any, toFile path: String) -> Bool
}
protocol LegacyKeyedUnarchiving {
    static func unarchiveObject(withFile path: String) -> Any?
}
extension NSKeyedArchiver: LegacyKeyedArchiving {}
extension NSKeyedUnarchiver: LegacyKeyedUnarchiving {}

@MainActor
@Suite("Archiving images and colours")
struct ArchivingTests {
    @Test("FoodTracker's meals, archived to a file and read back as [Meal], keep their photos")
    func foodTrackerPatternRoundTrip() throws {
        // Given two meals as FoodTracker saves them, one with a photo made from PNG data, one without
        let png = Catalog.png(width: 300, height: 200)
        let photo = try #require(UIImage(data: png, scale: 2))
        let meals = [ArchivedMeal(name: "Caprese Salad", photo: photo, rating: 4),
                     ArchivedMeal(name: "Soup", photo: nil, rating: 2)]
        let path = TestScratch.shared.file("meals").path
        defer { try? FileManager.default.removeItem(atPath: path) }

        // When they are archived with archiveRootObject(_:toFile:) and read with unarchiveObject(withFile:)
        let archiver: any LegacyKeyedArchiving.Type = NSKeyedArchiver.self
        let unarchiver: any LegacyKeyedUnarchiving.Type = NSKeyedUnarchiver.self
        let saved = archiver.archiveRootObject(meals, toFile: path)
        #expect(saved)
        let loaded = try #require(unarchiver.unarchiveObject(withFile: path) as? [ArchivedMeal])

        // Then the meals come back in order, the photo with its size, scale and data
        #expect(loaded.map(\.name) == ["Caprese Salad", "Soup"])
        #expect(loaded.map(\.rating) == [4, 2])
        let restored = try #require(loaded[0].photo)
        #expect(restored.size == CGSize(width: 150, height: 100))
        #expect(restored.scale == 2)
        #expect(restored.data == png)
        #expect(restored !== photo)
        #expect(loaded[1].photo == nil)
    }

    @Test("An image keeps its name, size, scale and rendering mode through secure coding")
    func imageSecureCodingRoundTrip() throws {
        // Given a named template image and a symbol image
        let image = UIImage(size: CGSize(width: 24, height: 12), scale: 3, name: "badge").withRenderingMode(.alwaysTemplate)
        let symbol = try #require(UIImage(systemName: "star.fill"))

        // When each is archived with archivedData(withRootObject:requiringSecureCoding: true) and unarchived
        let data = try NSKeyedArchiver.archivedData(withRootObject: image, requiringSecureCoding: true)
        let copy = try #require(try NSKeyedUnarchiver.unarchivedObject(ofClass: UIImage.self, from: data))
        let symbolData = try NSKeyedArchiver.archivedData(withRootObject: symbol, requiringSecureCoding: true)
        let symbolCopy = try #require(try NSKeyedUnarchiver.unarchivedObject(ofClass: UIImage.self, from: symbolData))

        // Then what the image holds survives; the copy is another object, so not equal (UIImage is identity)
        #expect(UIImage.supportsSecureCoding)
        #expect(copy.name == "badge")
        #expect(copy.size == CGSize(width: 24, height: 12))
        #expect(copy.scale == 3)
        #expect(copy.renderingMode == .alwaysTemplate)
        #expect(copy.isSymbolImage == false)
        #expect(copy != image)
        #expect(symbolCopy.isSymbolImage)
        #expect(symbolCopy.name == "star.fill")
    }

    @Test("A colour comes back equal to itself through an archive, with its system name")
    func colorRoundTrip() throws {
        // Given a custom colour and a system colour
        let custom = UIColor(red: 0.25, green: 0.5, blue: 0.75, alpha: 0.5)

        // When both are archived in an array with secure coding and unarchived
        let data = try NSKeyedArchiver.archivedData(withRootObject: [custom, UIColor.systemRed], requiringSecureCoding: true)
        let decoded = try NSKeyedUnarchiver.unarchivedObject(ofClasses: [NSArray.self, UIColor.self], from: data)
        let copies = try #require(decoded as? [UIColor])

        // Then each is equal to its original (UIColor compares components) and the system name is kept
        #expect(UIColor.supportsSecureCoding)
        #expect(copies == [custom, .systemRed])
        #expect(copies[1].description == "systemRed")
        #expect(copies[0].hash == custom.hash)
    }

    @Test("A catalog colour keeps its dark variant through an archive")
    func colorDarkVariantRoundTrip() throws {
        // Given a colour with a dark variant, as a colour set with a dark appearance gives
        let colour = UIColor(components: [1, 1, 1, 1], dark: UIColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1))

        // When it is archived and unarchived
        let data = try NSKeyedArchiver.archivedData(withRootObject: colour, requiringSecureCoding: true)
        let copy = try #require(try NSKeyedUnarchiver.unarchivedObject(ofClass: UIColor.self, from: data))

        // Then it still resolves to the dark variant for dark traits
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        #expect(copy == .white)
        #expect(copy.resolvedColor(with: dark) == UIColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1))
    }

    @Test("Images are equal by identity and colours by value, as UIKit's NSObjects")
    func equalitySemantics() {
        // Given two images of the same size and two colours with the same components
        let a = UIImage(size: CGSize(width: 10, height: 10)), b = UIImage(size: CGSize(width: 10, height: 10))
        let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)

        // Then the images differ unless they are the same object; the colours are equal and hash alike
        #expect(a == a)
        #expect(a != b)
        #expect(Set([a, b, a]).count == 2)
        #expect(red == .red)
        #expect(Set([red, UIColor.red]).count == 1)
        #expect(red.isEqual(UIColor.red))
        #expect(!red.isEqual(a))
        #expect(UIImage().size == .zero)
    }
}
