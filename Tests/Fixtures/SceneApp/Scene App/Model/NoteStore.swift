import Foundation

struct Note: Codable, Equatable {
    var text: String
}

/// Notes kept as JSON in the app's Documents folder, seeded from a file in the app's bundle.
final class NoteStore {
    static let fileURL = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
        .appendingPathComponent("notes.json")

    private(set) var notes: [Note] = []

    init() {
        if let data = try? Data(contentsOf: NoteStore.fileURL), let saved = try? JSONDecoder().decode([Note].self, from: data) {
            notes = saved
        } else if let url = Bundle.main.url(forResource: "seed", withExtension: "json"),
                  let data = try? Data(contentsOf: url) {
            notes = (try? JSONDecoder().decode([Note].self, from: data)) ?? []
        }
    }

    func add(_ text: String) {
        notes.append(Note(text: text))
        if let data = try? JSONEncoder().encode(notes) {
            try? data.write(to: NoteStore.fileURL)
        }
    }
}
