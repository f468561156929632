import Testing
import UIKit

// Written as for iOS: networking code with `import UIKit` only (on Linux, URLSession lives in
// FoundationNetworking, which the UIKit module re-exports).

/// A client as apps write one: a session, a request, a decoded response.
struct WeatherClient {
    let session: URLSession

    func request(for city: String) -> URLRequest {
        var request = URLRequest(url: URL(string: "https://example.com/weather")!.appendingPathComponent(city))
        request.httpMethod = "GET"
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        return request
    }
}

struct NetworkingImportStories {
    @Test("URLSession, URLRequest and HTTPURLResponse are in scope with `import UIKit` alone")
    func networkingTypesCompile() {
        // Given a client on an ephemeral session
        let client = WeatherClient(session: URLSession(configuration: .ephemeral))

        // When it builds a request, and a response is made for it
        let request = client.request(for: "Paris")
        let response = HTTPURLResponse(url: request.url!, statusCode: 200, httpVersion: "HTTP/1.1", headerFields: nil)

        // Then they are what the iOS code expects
        #expect(request.url?.lastPathComponent == "Paris")
        #expect(request.value(forHTTPHeaderField: "Accept") == "application/json")
        #expect(response?.statusCode == 200)
    }
}
