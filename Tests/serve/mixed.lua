-- The mixed load of docs/server.md for wrk: one request in ten is an ahead-16 move on a
-- 4x4 board, the rest 3x3 analyses. `wrk ... -s Tests/serve/mixed.lua URL -- MOVES`
-- plays MOVES (such as 1,6) on the 4x4 board first; the default is the empty board.
local count = 0
local board = "/api/move?rows=4&cols=4&level=ahead-16&seed="

function init(args)
  if args[1] then board = "/api/move?rows=4&cols=4&moves=" .. args[1] .. "&level=ahead-16&seed=" end
end

function request()
  count = count + 1
  if count % 10 == 0 then return wrk.format("GET", board .. count) end
  return wrk.format("GET", "/api/analyze?board=X.O/.X./...&k=3")
end
