/// What an observation saw, in order.
@MainActor
final class Seen {
  var values: [Int] = []
}
