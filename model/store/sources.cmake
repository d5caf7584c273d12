target_sources(atlaslab_model PRIVATE
    store/json/Json.h
    store/json/PlainJsonBytes.h
    store/json/JsonText.h store/json/JsonText.cpp
    store/json/JsonMember.h store/json/JsonObjectText.h
    store/json/JsonTextReader.h store/json/JsonTextReader.cpp
    store/json/JsonRelease.h store/json/JsonRelease.cpp
    store/json/JsonParser.h store/json/JsonParser.cpp
    store/cache/ColdPrefetch.h store/cache/ColdPrefetch.cpp
    store/clock/SimClock.h store/clock/SimClock.cpp
    store/clock/IsoTime.h store/clock/IsoTime.cpp
    store/clock/TimerQueue.h store/clock/TimerQueue.cpp
    store/StoreError.h store/StoreError.cpp
    store/DocumentPath.h store/DocumentPath.cpp store/JoinedText.h
    store/SharedText.h store/SharedText.cpp
    store/Document.h store/DocumentAllocator.h
    store/DocumentSnapshot.h store/DocumentSnapshot.cpp
    store/DocumentChange.h store/DocumentChange.cpp
    store/FieldValue.h store/FieldValue.cpp
    store/FieldOps.h store/FieldOps.cpp
    store/WriteOp.h
    store/WriteBatch.h store/WriteBatch.cpp
    store/ConcurrencyMode.h store/ConcurrencyMode.cpp
    store/ReadHook.h
    store/Transaction.h store/Transaction.cpp
    store/sqlite/SqliteStatement.h store/sqlite/SqliteStatement.cpp
    store/RowStore.h
    store/sqlite/SqlBackend.h store/sqlite/SqlBackend.cpp
    store/cache/DocumentCache.h store/cache/DocumentCache.cpp
    store/cache/KeyFilter.h store/cache/KeyFilter.cpp
    store/compact/HashSlot.h store/compact/ZeroedArray.h
    store/compact/StringTable.h store/compact/StringTable.cpp
    store/compact/TextRows.h store/compact/TextRows.cpp
    store/DocumentStore.h store/DocumentStore.cpp
)
