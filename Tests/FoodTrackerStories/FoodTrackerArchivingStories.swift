import FoodTracker
import HeadlessUIKit
import Testing

// FoodTracker saves its meals with NSKeyedArchiver.archiveRootObject(_:toFile:) into Documents/meals (each Meal
// encodes its UIImage photo) and reads them back with NSKeyedUnarchiver.unarchiveObject(withFile:) at launch.
@MainActor
@Suite("FoodTracker, saving and relaunching", .enabled(if: HeadlessApp.isAvailable))
struct FoodTrackerArchivingStories {
    @Test("Deleting a meal saves the rest, photos included; a relaunch shows them from the archive")
    func deletedMealStaysDeletedAcrossRelaunch() throws {
        // Given FoodTracker launched on a fresh container, showing its three sample meals with their photos
        UIApplication.shared.resetForTesting()
        UIApplication.shared.eraseAppContainer()
        defer { UIApplication.shared.eraseAppContainer() }
        let window = try #require(HeadlessApp.launch())
        UIApplication.shared.runUntilIdle()
        let list = try #require((window.rootViewController as? UINavigationController)?.topViewController as? UITableViewController)

        // When the first meal is deleted, as a swipe's Delete button commits it
        list.tableView(list.tableView, commit: .delete, forRowAt: IndexPath(row: 0, section: 0))
        UIApplication.shared.runUntilIdle()

        // Then the archive is in Documents, and a relaunch reads two meals back, each with its photo
        let archive = UIApplication.shared.appContainerURL.appendingPathComponent("Documents/meals")
        #expect(FileManager.default.fileExists(atPath: archive.path))
        UIApplication.shared.resetForTesting()
        let relaunched = try #require(HeadlessApp.launch())
        UIApplication.shared.runUntilIdle()
        let reloaded = try #require((relaunched.rootViewController as? UINavigationController)?.topViewController as? UITableViewController)
        let table = reloaded.tableView!
        #expect(table.numberOfRows(inSection: 0) == 2)
        let photos = (0..<2).compactMap { row in
            table.cellForRow(at: IndexPath(row: row, section: 0))?.contentView.allSubviews.compactMap { ($0 as? UIImageView)?.image }.first
        }
        #expect(photos.map(\.name) == ["meal2", "meal3"])
        #expect(photos.allSatisfy { $0.size.width > 0 })
        _ = (window, relaunched)
    }
}
